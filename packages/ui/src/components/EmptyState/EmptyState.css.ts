import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.text,
});

export const illustration = style({
  display: 'flex',
  color: vars.color.textMuted,
  fontSize: '3rem',
});

export const title = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const description = style({
  maxInlineSize: '36rem',
  color: vars.color.textMuted,
});

export const action = style({
  marginBlockStart: vars.space.small,
});
