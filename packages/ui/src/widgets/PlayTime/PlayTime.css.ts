import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const playTime = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
