import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Tall enough for the 24 px target size, though the links are set in small type. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '1.5rem',
});

export const extra = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});
