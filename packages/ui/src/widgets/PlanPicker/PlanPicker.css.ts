import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const planPicker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const plan = style({
  minInlineSize: 0,
});

export const planText = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  minInlineSize: 0,
});

export const planName = style({
  fontWeight: vars.fontWeight.medium,
});

export const planTerms = style({
  color: vars.color.textMuted,
});

export const current = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-start',
});

export const message = style({
  margin: 0,
});
