import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxInlineSize: '40rem',
  minInlineSize: 0,
});

export const invitations = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const search = style({
  maxInlineSize: '24rem',
});

export const suggestion = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const noInvitees = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const invitees = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const invitee = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  paddingInlineStart: vars.space.xxsmall,
  paddingInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surfaceSubtle,
  maxInlineSize: '100%',
});

export const inviteeName = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-start',
});
