import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.5rem',
  blockSize: '1.5rem',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const tone = styleVariants({
  accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  danger: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
  neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
});
