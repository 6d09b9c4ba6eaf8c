import { BREAKPOINTS } from '@backline/domain';

/** Narrower than lg (992 px), the navigation lives in a drawer. */
export const NAVIGATION_DRAWER_BELOW = BREAKPOINTS.lg;

/** From xl (1200 px), the combo layout trades the side navigation for the top navigation. */
export const COMBO_TOP_NAVIGATION_FROM = BREAKPOINTS.xl;

/** The width of the boxed (not fluid) layout: the xl breakpoint. */
export const BOXED_LAYOUT_WIDTH = BREAKPOINTS.xl;
