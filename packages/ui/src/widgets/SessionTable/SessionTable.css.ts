import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const sessionTable = style({
  minInlineSize: 0,
});

export const sessionCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: '10rem',
});

export const sessionTitle = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const createdAt = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.regular,
});

export const card = style({
  blockSize: '100%',
});
