import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const text = style({ margin: 0 });
