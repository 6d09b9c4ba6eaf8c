import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const loopControl = style({
  display: 'grid',
  gap: vars.space.small,
  minInlineSize: 0,
  color: vars.color.text,
});

export const range = style({ display: 'grid', gap: vars.space.xxsmall });

// A thumb's visually hidden range input keeps a browser's default width (~130 px) and so reaches
// past a phone's edge when the thumb is at the end; it only needs to exist.
globalStyle(`${range} input`, { maxInlineSize: '1px' });

export const times = style({
  minBlockSize: vars.lineHeight.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontVariantNumeric: 'tabular-nums',
});

export const none = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
});
