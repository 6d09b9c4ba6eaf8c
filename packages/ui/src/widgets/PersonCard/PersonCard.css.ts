import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  inlineSize: '100%',
  minInlineSize: 0,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const place = style({
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
  marginBlockStart: vars.space.xxsmall,
});

/** "Online" with a green dot before it (the word carries the meaning, the dot repeats it). */
export const online = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.tone.success.text,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&::before': {
      content: '""',
      inlineSize: '0.5rem',
      blockSize: '0.5rem',
      borderRadius: vars.radius.full,
      backgroundColor: vars.tone.success.accent,
    },
  },
});

export const instruments = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
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
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const proficiency = style({
  color: vars.color.textMuted,
});

export const biography = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  overflowWrap: 'anywhere',
});

/** "More" after the biography's text sits in the line. */
export const inlineMore = style({
  display: 'inline-flex',
  verticalAlign: 'baseline',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: 'auto',
});
