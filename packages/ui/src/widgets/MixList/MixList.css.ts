import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const mixList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBlockEndWidth: 1,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border,
});

export const name = style({
  flex: '1 1 8rem',
  minInlineSize: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.large,
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const retryIcon = style({ fontSize: '1.25em' });
