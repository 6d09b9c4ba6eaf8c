import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const countInControl = style({
  display: 'grid',
  gap: vars.space.medium,
  minInlineSize: 0,
  color: vars.color.text,
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});
