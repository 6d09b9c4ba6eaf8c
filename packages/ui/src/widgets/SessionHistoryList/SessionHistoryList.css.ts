import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const sessionHistoryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xlarge,
});

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const groupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const participants = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const participant = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const participantText = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const name = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const instruments = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
});
