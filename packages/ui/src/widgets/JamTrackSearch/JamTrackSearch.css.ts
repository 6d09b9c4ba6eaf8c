import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const jamTrackSearch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
  color: vars.color.text,
});

/** The search box with the cart and catalogue links; they wrap under it on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const autocomplete = style({
  flex: '1 1 16rem',
  minInlineSize: 0,
});

export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const resultsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const songName = style({
  display: 'block',
  fontWeight: vars.fontWeight.medium,
});

export const songArtist = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

// Autocomplete -----------------------------------------------------------------------------------

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  paddingInlineEnd: `calc(${vars.controlHeight.small} + ${vars.space.xsmall})`,
});

export const spinner = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const sectionHeader = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const suggestionArtist = style({
  marginInlineStart: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
