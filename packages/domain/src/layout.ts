import type { BREAKPOINTS } from './constants';

export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * Lists (people, friends, sessions) are a table on wide screens and swipe cards on narrow ones;
 * the lobby splits into the Users and Chat tabs on the same narrow screens. The switch is at
 * breakpoint sm, 576 px (part 1 §2).
 */
export const NARROW_LAYOUT_BELOW: Breakpoint = 'sm';
