import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../../theme/focusRing';
import { vars } from '../../../theme/vars.css';

/** The label is the target: 24 × 24 px at least (WCAG 2.5.8), the box inside it smaller. */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.5rem',
  minBlockSize: '1.5rem',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.fieldBorder,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.fieldBackground,
  color: vars.color.onAccent,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRingStyle,
    [`${checkbox}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      backgroundColor: vars.color.disabledBackground,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});

export const mark = style({
  inlineSize: '0.875rem',
  blockSize: '0.875rem',
});
