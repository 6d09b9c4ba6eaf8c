import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderInlineStartWidth: 3,
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: 'transparent',
  color: vars.color.text,
});

/** Unread: an accent edge at the inline start and a tinted background (and "Unread:" spoken). */
export const unread = style({
  borderInlineStartColor: vars.color.accent,
  backgroundColor: vars.color.accentSubtle,
});

export const avatarPlaceholder = style({
  flexShrink: 0,
  inlineSize: '2rem',
});

export const body = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  overflowWrap: 'anywhere',
});

export const preview = style({
  display: 'block',
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

export const accepted = style({
  margin: 0,
  color: vars.tone.success.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
});

export const deleteButton = style({
  flexShrink: 0,
});
