import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';
import * as fieldStyles from '../private/Field/Field.css';

const trackInlineSize = '2.5rem';
const trackBlockSize = '1.5rem';
const thumbSize = '1rem';
const thumbInset = '0.125rem';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  color: vars.color.text,
});

// The description lines up with the label, not the track.
globalStyle(`${field} > ${fieldStyles.description}`, {
  paddingInlineStart: `calc(${trackInlineSize} + ${vars.space.small})`,
});

/** The label: track and text, one target as large as both. */
export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minBlockSize: trackBlockSize,
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

export const track = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: trackInlineSize,
  blockSize: trackBlockSize,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.fieldBorder,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.fieldBackground,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${switchButton}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${switchButton}[data-selected] &`]: {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accent,
    },
    [`${switchButton}[data-selected][data-pressed] &`]: {
      borderColor: vars.color.accentPressed,
      backgroundColor: vars.color.accentPressed,
    },
    [`${switchButton}[data-focus-visible] &`]: focusRingStyle,
    [`${switchButton}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      backgroundColor: vars.color.disabledBackground,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${switchButton}[data-selected] &`]: {
          borderColor: 'Highlight',
          backgroundColor: 'Highlight',
        },
        [`${switchButton}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});

/** Moves along the inline axis, so it slides the other way under right-to-left. */
export const thumb = style({
  position: 'absolute',
  insetBlockStart: `calc(50% - ${thumbSize} / 2)`,
  insetInlineStart: thumbInset,
  inlineSize: thumbSize,
  blockSize: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.fieldBorder,
  transitionProperty: 'inset-inline-start, background-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${switchButton}[data-selected] &`]: {
      insetInlineStart: `calc(100% - ${thumbSize} - ${thumbInset})`,
      backgroundColor: vars.color.onAccent,
    },
    [`${switchButton}[data-disabled] &`]: { backgroundColor: vars.color.disabledText },
  },
  '@media': {
    '(forced-colors: active)': {
      backgroundColor: 'ButtonText',
      selectors: {
        [`${switchButton}[data-selected] &`]: { backgroundColor: 'HighlightText' },
        [`${switchButton}[data-disabled] &`]: { backgroundColor: 'GrayText' },
      },
    },
  },
});
