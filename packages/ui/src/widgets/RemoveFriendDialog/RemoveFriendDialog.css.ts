import { style } from '@vanilla-extract/css';

export const question = style({
  margin: 0,
  overflowWrap: 'anywhere',
});
