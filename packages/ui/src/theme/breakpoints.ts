import { BREAKPOINTS } from '@backline/domain';

export type BreakpointName = keyof typeof BREAKPOINTS;

/**
 * A min-width media query for one of the spec's breakpoints (part 1 §9), for `.css.ts` files:
 * `'@media': {[minWidth('md')]: {…}}`. Evaluated at build time, so it is not in the barrel: an app
 * reads `BREAKPOINTS` from @backline/domain.
 */
export function minWidth(breakpoint: BreakpointName): string {
  return `screen and (min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** The spec's breakpoints as sprinkles conditions; xs (320 px, the narrowest layout) is the base. */
export const breakpointConditions = {
  xs: {},
  sm: { '@media': minWidth('sm') },
  md: { '@media': minWidth('md') },
  lg: { '@media': minWidth('lg') },
  xl: { '@media': minWidth('xl') },
  xxl: { '@media': minWidth('xxl') },
} as const satisfies Record<BreakpointName, object>;
