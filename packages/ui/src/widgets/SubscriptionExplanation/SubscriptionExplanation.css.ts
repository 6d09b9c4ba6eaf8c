import { style } from '@vanilla-extract/css';

export const subscriptionExplanation = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const text = style({
  margin: 0,
});
