import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const text = style({
  margin: 0,
  color: vars.color.text,
});
