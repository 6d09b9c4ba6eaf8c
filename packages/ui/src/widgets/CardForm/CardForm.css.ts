import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const card = createContainer();

export const cardForm = style({
  containerName: card,
  containerType: 'inline-size',
  // A size container takes no width from its content: it fills its parent instead.
  inlineSize: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.medium,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.medium,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

/** Month, year and security code share a row from a small width up. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
  '@container': {
    [`${card} (min-width: 26rem)`]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
  },
});

/** Digits read best in fixed-width figures, grouped in fours. */
export const number = style({
  fontVariantNumeric: 'tabular-nums',
});

export const submit = style({
  alignSelf: 'flex-start',
});
