import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const row = createContainer();

/** Lays out by its own width (decision 006): name over the figures on a phone, one line when wide. */
export const cartRow = style({
  containerName: row,
  containerType: 'inline-size',
  listStyle: 'none',
  paddingBlock: vars.space.medium,
  borderBlockEndWidth: 1,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"name price" "quantity remove"',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  '@container': {
    [`${row} (min-width: 32rem)`]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto 7rem auto',
      gridTemplateAreas: '"name quantity price remove"',
    },
  },
});

export const name = style({
  gridArea: 'name',
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const quantity = style({
  gridArea: 'quantity',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const price = style({
  gridArea: 'price',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.strong,
});

export const listPrice = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.regular,
});

export const free = style({
  color: vars.tone.success.text,
});

export const remove = style({
  gridArea: 'remove',
  justifySelf: 'end',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '1.5rem',
});
