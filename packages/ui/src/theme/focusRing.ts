import { vars } from './vars.css';

/**
 * The focus ring every interactive component draws on `[data-focus-visible]` (or
 * `:focus-visible`): an outline outside the element, in the theme's focus colour. For `.css.ts`
 * files (evaluated at build time), so it is not in the barrel.
 */
export const focusRingStyle = {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
} as const;
