import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

export const lobbyChat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
  blockSize: '100%',
});

export const viewport = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
});

export const scroller = style({
  flex: 1,
  // A height of its own when the page gives it none, so it scrolls instead of growing.
  minBlockSize: '12rem',
  // Half the visible height at most, so the box to write in stays on screen under it on a phone
  // (dvh: the height left by the browser's own bars).
  maxBlockSize: 'min(50dvh, 32rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-visible': focusRingStyle,
  },
});

export const older = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlockEnd: vars.space.small,
});

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  margin: 0,
  padding: vars.space.large,
});

export const empty = style({
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
});

export const ownLine = style({
  backgroundColor: vars.color.accentSubtle,
});

export const lineBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const lineHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  margin: 0,
});

export const author = style({
  fontWeight: vars.fontWeight.medium,
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
});

export const text = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const sending = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
});

export const sendingIcon = style({
  inlineSize: '1em',
  blockSize: '1em',
});

export const newMessages = style({
  position: 'absolute',
  insetBlockEnd: vars.space.medium,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  boxShadow: vars.shadow.overlay,
  selectors: {
    '[dir="rtl"] &': { transform: 'translateX(50%)' },
  },
});

export const sendError = style({
  margin: 0,
  color: vars.tone.error.text,
  fontSize: vars.fontSize.small,
});

export const sendBox = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
});
