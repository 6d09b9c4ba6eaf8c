import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxInlineSize: '28rem',
  minInlineSize: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-start',
});
