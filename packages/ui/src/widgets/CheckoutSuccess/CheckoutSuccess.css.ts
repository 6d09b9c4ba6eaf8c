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
