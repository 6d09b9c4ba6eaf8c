import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

const buttonSize = vars.controlHeight.small;
const buttonInset = vars.space.xsmall;

/** Holds the input with the spinner and the open button at its end. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  paddingInlineEnd: `calc(${buttonSize} + ${buttonInset})`,
});

/** While loading, the input also leaves room for the spinner. */
export const inputLoading = style({
  paddingInlineEnd: `calc(${buttonSize} * 2 + ${buttonInset})`,
});

export const spinner = style({
  position: 'absolute',
  insetInlineEnd: `calc(${buttonSize} + ${buttonInset})`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: buttonSize,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const button = style({
  position: 'absolute',
  insetInlineEnd: buttonInset,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: buttonSize,
  blockSize: buttonSize,
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
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '[data-open] &': { transform: 'rotate(180deg)' },
  },
});
