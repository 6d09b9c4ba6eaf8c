import { BREAKPOINTS } from '@backline/domain';
import { createContainer, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

// The bar responds to its own width, so it lays out the same in a page, a story or a shell.
const topBarContainer = createContainer();
const fromMedium = `${topBarContainer} (min-width: ${BREAKPOINTS.md}px)`;

const interactive = {
  '&:focus-visible, &[data-focus-visible]': focusRingStyle,
} as const;

export const topBar = style({
  containerName: topBarContainer,
  containerType: 'inline-size',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const bar = style({
  display: 'flex',
  // On the narrowest phones the actions move under the logo rather than squeeze or overflow.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: '3.5rem',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  '@container': {
    [fromMedium]: { gap: vars.space.small, paddingInline: vars.space.large },
  },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.controlHeight.small,
  flexShrink: 0,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  selectors: interactive,
  '@container': {
    [fromMedium]: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
  },
});

export const actions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
  '@container': {
    [fromMedium]: { gap: vars.space.small },
  },
});

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.controlHeight.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
} as const;

export const subscribeLink = style({
  ...pill,
  border: `1px solid ${vars.color.link}`,
  color: vars.color.link,
  selectors: {
    ...interactive,
    '&:hover, &[data-hovered]': { backgroundColor: vars.color.accentSubtle },
  },
});

export const signInLink = style({
  ...pill,
  border: '1px solid transparent',
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  selectors: {
    ...interactive,
    '&:hover, &[data-hovered]': { backgroundColor: vars.color.accentHover },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'LinkText' },
  },
});

export const avatarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.controlHeight.medium,
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInlineStart: vars.space.xxsmall,
  paddingInlineEnd: vars.space.small,
  border: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    ...interactive,
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutralHover },
  },
});

/** The visible (shortened) name: only where the bar has room for it. */
export const userName = style({
  display: 'none',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  '@container': {
    [fromMedium]: { display: 'inline' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
});
