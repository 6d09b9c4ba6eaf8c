import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const checkoutSuccess = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
  maxInlineSize: '40rem',
  minInlineSize: 0,
  color: vars.color.text,
});

export const title = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const icon = style({
  flexShrink: 0,
  marginBlockStart: '0.25rem',
  color: vars.tone.success.accent,
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  margin: 0,
});

export const order = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  overflowWrap: 'anywhere',
});
