import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xlarge,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  color: vars.color.text,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const fact = style({
  margin: 0,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

export const online = style({
  color: vars.tone.success.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.strong,
});

export const biography = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
});

export const term = style({
  fontWeight: vars.fontWeight.medium,
});

/** What follows a term on its line ("SoundCloud — analopez"). */
export const detail = style({
  color: vars.color.textMuted,
  selectors: {
    '&::before': { content: '" — "' },
  },
});
