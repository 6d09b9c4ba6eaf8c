import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const musician = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: '12rem',
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const name = style({
  fontWeight: vars.fontWeight.strong,
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const online = style({
  color: vars.tone.success.text,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.medium,
});

export const biography = style({
  margin: 0,
  minInlineSize: '14rem',
  maxInlineSize: '28rem',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

export const inlineMore = style({
  display: 'inline-flex',
  verticalAlign: 'baseline',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  minInlineSize: '10rem',
});

export const errorText = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** A card's slot in the carousel (it carries the card's index): the card fills it. */
export const cardSlot = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

globalStyle(`${cardSlot} > *`, { flexGrow: 1 });
