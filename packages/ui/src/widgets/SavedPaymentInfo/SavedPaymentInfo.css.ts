import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const savedPaymentInfo = style({
  minInlineSize: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
});

export const text = style({
  margin: 0,
});
