import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../../theme/focusRing';
import { vars } from '../../../theme/vars.css';

/** Shared by every field (TextField, TextArea, SearchField, Select, …): one look for forms. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.danger,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const errorMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.tone.error.text,
});

export const errorIcon = style({
  flexShrink: 0,
  marginBlockStart: '0.125rem',
});

export const input = style({
  inlineSize: '100%',
  minBlockSize: vars.controlHeight.medium,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.fieldBorder,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.fieldBackground,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-focused]': { borderColor: vars.color.focusRing },
    '&[data-invalid]': {
      borderColor: vars.tone.error.border,
      boxShadow: `inset 0 0 0 1px ${vars.tone.error.border}`,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.disabledBackground,
      borderColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
    },
  },
});
