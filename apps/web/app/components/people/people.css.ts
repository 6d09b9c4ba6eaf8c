import { vars } from '@backline/ui';
import { style } from '@vanilla-extract/css';

/** The people pages are wide: a table of musicians needs the room (cards below sm). */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  inlineSize: '100%',
  maxInlineSize: '80rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const heading = style({
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.strong,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The sentinel that loads the next page when it scrolls into view. */
export const sentinel = style({ blockSize: '1px' });
