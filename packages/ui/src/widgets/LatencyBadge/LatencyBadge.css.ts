import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderWidth: 1,
  borderStyle: 'solid',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

const tone = (name: 'success' | 'warning' | 'error') => ({
  backgroundColor: vars.tone[name].background,
  borderColor: vars.tone[name].border,
  color: vars.tone[name].text,
});

/** The band's colour: green, amber, red; grey when the latency is unknown. */
export const band = styleVariants({
  GOOD: tone('success'),
  FAIR: tone('warning'),
  HIGH: tone('error'),
  UNKNOWN: {
    backgroundColor: vars.color.surfaceSunken,
    borderColor: vars.color.border,
    color: vars.color.textMuted,
  },
});

export const total = style({
  fontWeight: vars.fontWeight.regular,
  fontVariantNumeric: 'tabular-nums',
});
