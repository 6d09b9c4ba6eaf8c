import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import * as factCard from '../private/factCard.css';

export const earningsTable = style({
  display: 'grid',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const chart = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  maxInlineSize: '32rem',
});

export const chartSvg = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '6rem',
});

export const bar = style({
  fill: vars.color.accent,
});

export const caption = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const muted = style({
  color: vars.color.textMuted,
});

export const plans = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const { card, cardTitle, facts, term, detail } = factCard;
