import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const earningsTable = style({
  display: 'grid',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const chart = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  maxInlineSize: '32rem',
});

export const chartSvg = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '6rem',
});

export const bar = style({
  fill: vars.color.accent,
});

export const caption = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const muted = style({
  color: vars.color.textMuted,
});

export const plans = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  blockSize: '100%',
});

export const cardTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});

export const term = style({
  color: vars.color.textMuted,
});

export const detail = style({
  margin: 0,
});
