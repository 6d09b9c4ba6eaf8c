import { vars } from './vars.css';

/**
 * The focus ring every interactive component draws on `[data-focus-visible]` (or
 * `:focus-visible`): an outline outside the element, in the theme's focus colour.
 */
export const focusRingStyle = {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
} as const;
