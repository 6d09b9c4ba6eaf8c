import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const onlineMusicians = style({
  minInlineSize: 0,
});

export const musician = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.medium,
});

export const instruments = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  color: vars.color.text,
});

export const location = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  blockSize: '100%',
});
