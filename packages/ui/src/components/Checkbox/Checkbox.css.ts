import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';
import * as fieldStyles from '../private/Field/Field.css';

const boxSize = '1.25rem';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  color: vars.color.text,
});

/** The label: box and text, one target as large as both (never smaller than 24 px high). */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minBlockSize: '1.5rem',
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: boxSize,
  blockSize: boxSize,
  // Centre the box on the first line of the label.
  marginBlockStart: `calc((${vars.lineHeight.standard} - ${boxSize}) / 2)`,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.fieldBorder,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.fieldBackground,
  color: vars.color.onAccent,
  fontSize: '1rem',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accent,
    },
    [`${checkbox}[data-selected][data-pressed] &, ${checkbox}[data-indeterminate][data-pressed] &`]:
      {
        borderColor: vars.color.accentPressed,
        backgroundColor: vars.color.accentPressed,
      },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.tone.error.border },
    [`${checkbox}[data-focus-visible] &`]: focusRingStyle,
    [`${checkbox}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
          borderColor: 'Highlight',
          backgroundColor: 'Highlight',
          color: 'HighlightText',
        },
        [`${checkbox}[data-disabled] &`]: { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

// Help and error text line up with the label, not the box.
globalStyle(`${field} > ${fieldStyles.description}, ${field} > ${fieldStyles.errorMessage}`, {
  paddingInlineStart: `calc(${boxSize} + ${vars.space.small})`,
});
