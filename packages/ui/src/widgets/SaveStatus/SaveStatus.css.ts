import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const saveStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.lineHeight.small,
});

export const message = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const error = style({
  color: vars.tone.error.text,
});

export const icon = style({
  flexShrink: 0,
  inlineSize: '1em',
  blockSize: '1em',
});

export const savedIcon = style({
  color: vars.tone.success.text,
});
