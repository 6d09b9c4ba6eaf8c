import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';
import * as fieldStyles from '../private/Field/Field.css';

const circleSize = '1.25rem';

export const items = style({
  display: 'flex',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
});

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
});

export const radioField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

// An option's help text lines up with its label, not its circle.
globalStyle(`${radioField} > ${fieldStyles.description}`, {
  paddingInlineStart: `calc(${circleSize} + ${vars.space.small})`,
});

/** The label: circle and text, one target as large as both (never smaller than 24 px high). */
export const radio = style({
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

export const circle = style({
  flexShrink: 0,
  inlineSize: circleSize,
  blockSize: circleSize,
  marginBlockStart: `calc((${vars.lineHeight.standard} - ${circleSize}) / 2)`,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.fieldBorder,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.fieldBackground,
  transitionProperty: 'border-color, border-width',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    // Selected: a thick ring in the accent colour leaves a dot of the field colour inside.
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '0.375rem' },
    [`${radio}[data-selected][data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${radio}[data-invalid] &`]: { borderColor: vars.tone.error.border },
    [`${radio}[data-focus-visible] &`]: focusRingStyle,
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      backgroundColor: vars.color.disabledBackground,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${radio}[data-selected] &`]: { borderColor: 'Highlight' },
        [`${radio}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});
