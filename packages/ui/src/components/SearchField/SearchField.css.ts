import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

const iconInset = vars.space.medium;

/** Holds the input with the magnifier at its start and the clear button at its end. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  paddingInlineStart: `calc(${iconInset} + 1.25rem + ${vars.space.small})`,
  paddingInlineEnd: `calc(${vars.controlHeight.small} + ${vars.space.xsmall})`,
  selectors: {
    // The browser's own clear and decoration would double ours.
    '&::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' },
    '&::-webkit-search-decoration': { WebkitAppearance: 'none', appearance: 'none' },
  },
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: iconInset,
  fontSize: '1.25rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.controlHeight.small,
  blockSize: vars.controlHeight.small,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutralHover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.neutralPressed, color: vars.color.text },
    '&[data-focus-visible]': focusRingStyle,
    // Nothing to clear: no button (React Aria marks the field empty).
    '[data-empty] &': { display: 'none' },
    '[data-disabled] &, [data-readonly] &': { display: 'none' },
  },
});
