import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const paymentMethodForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minInlineSize: 0,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-start',
});
