import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const sessionCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  minInlineSize: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const createdAt = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const privacyTag = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  borderWidth: 1,
  borderStyle: 'solid',
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const privacyPublic = style({
  borderColor: vars.tone.success.border,
  backgroundColor: vars.tone.success.background,
  color: vars.tone.success.text,
});

export const privacyPrivate = style({
  borderColor: vars.color.border,
  backgroundColor: vars.color.surfaceSubtle,
  color: vars.color.text,
});

export const participants = style({
  display: 'flex',
  flexDirection: 'column',
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
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  minInlineSize: 0,
});

export const participantName = style({
  fontWeight: vars.fontWeight.medium,
});

export const friendTag = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
});

export const instruments = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const noParticipants = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockStart: 'auto',
});
