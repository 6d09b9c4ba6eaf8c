import { style } from '@vanilla-extract/css';

export const label = style({
  whiteSpace: 'nowrap',
});
