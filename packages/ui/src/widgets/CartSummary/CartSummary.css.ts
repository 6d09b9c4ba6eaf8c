import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const cartSummary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStartWidth: 1,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.border,
});

export const totalLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.large,
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const totalAmount = style({
  fontVariantNumeric: 'tabular-nums',
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxlarge,
});
