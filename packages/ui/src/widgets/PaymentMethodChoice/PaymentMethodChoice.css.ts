import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const paymentMethodChoice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

/** The card form and the "save card" choice sit indented under the radios. */
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingInlineStart: vars.space.xlarge,
  borderInlineStartWidth: 2,
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.border,
});
