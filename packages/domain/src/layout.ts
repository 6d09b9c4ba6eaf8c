import { BREAKPOINTS } from './constants';

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The breakpoint names from narrowest to widest. */
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];

/**
 * The widest breakpoint whose minimum width the viewport reaches. Widths under xs (320 px) still
 * count as xs: the layout has nothing narrower.
 */
export function breakpointForWidth(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const name of BREAKPOINT_NAMES) {
    if (width >= BREAKPOINTS[name]) current = name;
  }
  return current;
}

/**
 * Lists (people, friends, sessions) are a table on wide screens and swipe cards on narrow ones;
 * the lobby splits into the Users and Chat tabs on the same narrow screens. The switch is at
 * breakpoint sm, 576 px (part 1 §2).
 */
export const NARROW_LAYOUT_BELOW: Breakpoint = 'sm';

export function isNarrowLayout(width: number): boolean {
  return width < BREAKPOINTS[NARROW_LAYOUT_BELOW];
}
