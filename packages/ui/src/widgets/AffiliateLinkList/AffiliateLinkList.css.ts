import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const affiliateLinkList = style({
  display: 'grid',
  gap: vars.space.xlarge,
  minInlineSize: 0,
});

export const notSigned = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
});

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const itemLabel = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const url = style({
  flex: '1 1 16rem',
  minInlineSize: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
