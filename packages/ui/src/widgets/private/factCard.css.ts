import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/*
 * The swipe card a list shows per row on narrow screens (PaymentHistoryList, SignupsTable,
 * EarningsTable): a bold title over a two-column list of facts (term, then its value).
 */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  blockSize: '100%',
});

export const cardTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});

export const term = style({
  color: vars.color.textMuted,
});

export const detail = style({
  margin: 0,
});
