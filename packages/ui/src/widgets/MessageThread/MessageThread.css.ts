import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minBlockSize: 0,
  color: vars.color.text,
});

export const log = style({
  padding: vars.space.small,
  // The dialog gives the thread its height; the log scrolls inside it.
  maxBlockSize: '24rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSubtle,
  outline: 'none',
  selectors: { '&:focus-visible': focusRingStyle },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
  maxInlineSize: '85%',
  alignSelf: 'flex-start',
});

/** The user's own messages sit at the inline end (the right, or the left in RTL). */
export const own = style({
  alignSelf: 'flex-end',
});

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    [`${own} &`]: {
      backgroundColor: vars.color.accentSubtle,
      borderColor: vars.color.accentSubtle,
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
});

export const sender = style({
  fontWeight: vars.fontWeight.strong,
});

export const time = style({
  color: vars.color.textMuted,
});

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const placeholder = style({
  display: 'flex',
  justifyContent: 'center',
  margin: 0,
  padding: vars.space.xlarge,
  color: vars.color.textMuted,
});

export const older = style({
  alignSelf: 'center',
});

export const error = style({
  alignItems: 'center',
});
