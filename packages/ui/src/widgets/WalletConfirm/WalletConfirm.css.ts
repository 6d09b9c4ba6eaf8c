import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const walletConfirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxInlineSize: '32rem',
  minInlineSize: 0,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  margin: 0,
  paddingBlock: vars.space.medium,
  borderBlockWidth: 1,
  borderBlockStyle: 'solid',
  borderBlockColor: vars.color.border,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
});

export const amount = style({
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});
