import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const speedTrainer = style({
  display: 'grid',
  gap: vars.space.medium,
  minInlineSize: 0,
  color: vars.color.text,
});

/** Two settings a row on a phone, four when there is room. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.medium,
});

export const number = style({ fontVariantNumeric: 'tabular-nums', minInlineSize: 0 });

export const status = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const ladder = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});
