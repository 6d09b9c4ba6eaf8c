import { vars } from '@backline/ui';
import { style } from '@vanilla-extract/css';

/** A row of buttons that wraps on narrow screens. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

/** Label/value pairs of a summary (the wallet approval page, the details page). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const factLabel = style({ fontWeight: vars.fontWeight.strong });

export const factValue = style({ margin: 0 });

/** A block of the checkout (address, payment method, summary). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
