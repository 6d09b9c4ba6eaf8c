import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';
import { visuallyHiddenRules } from '../private/visuallyHiddenRules';

// Collapsed, a label becomes a floating name beside its icon on hover and keyboard focus; these
// are the visually-hidden rules it starts from and the rules that reveal it.
const hiddenLabel = visuallyHiddenRules;

export const sideNav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minBlockSize: '100%',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

// Selectors keyed on the nav's own state attributes, so an unrelated ancestor never matches.
const collapsed = `${sideNav}[data-collapsed]`;
const vibrant = `${sideNav}[data-variant="vibrant"]`;

export const variant = styleVariants({
  transparent: {},
  // The nav carries the dark theme's variables (SideNav adds the class), on its deepest surface.
  inverted: { backgroundColor: vars.color.surfaceSunken },
  card: {
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.raised,
  },
  vibrant: { backgroundColor: vars.color.accentSubtle },
});

export const toggle = style({
  alignSelf: 'flex-start',
  selectors: {
    [`${collapsed} > &`]: { alignSelf: 'center' },
  },
});

export const toggleIcon = style({
  fontSize: '1.25em',
  transitionProperty: 'transform',
  transitionDuration: vars.duration.standard,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
    [`${collapsed} &`]: { transform: 'scaleX(-1)' },
    [`[dir="rtl"] ${collapsed} &`]: { transform: 'none' },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlockStart: vars.space.medium,
});

export const groupHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  selectors: {
    [`${collapsed} &`]: {
      justifyContent: 'center',
      paddingInline: 0,
      paddingBlockStart: vars.space.small,
      borderBlockStart: `1px solid ${vars.color.border}`,
      fontSize: vars.fontSize.standard,
    },
  },
});

export const groupLabel = style({
  selectors: {
    [`${collapsed} &`]: hiddenLabel,
  },
});

export const groupIcon = style({
  display: 'none',
  selectors: {
    [`${collapsed} &`]: { display: 'inline-flex' },
  },
});

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover, &[data-hovered]': { backgroundColor: vars.color.neutralHover },
    '&:focus-visible, &[data-focus-visible]': focusRingStyle,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.link,
      fontWeight: vars.fontWeight.medium,
      boxShadow: `inset 3px 0 0 ${vars.color.link}`,
    },
    '[dir="rtl"] &[aria-current="page"]': { boxShadow: `inset -3px 0 0 ${vars.color.link}` },
    [`${vibrant} &[aria-current="page"]`]: {
      backgroundColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    [`${collapsed} &`]: {
      justifyContent: 'center',
      paddingInline: 0,
      minInlineSize: vars.controlHeight.medium,
    },
  },
  '@media': {
    // Forced colours drop backgrounds and shadows: mark the current page with a visible border.
    '(forced-colors: active)': {
      selectors: {
        '&[aria-current="page"]': { border: '2px solid LinkText' },
      },
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '1.25rem',
});

export const initials = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1,
  selectors: {
    [`${link}[aria-current="page"] &`]: {
      backgroundColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const label = style({
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  selectors: {
    [`${collapsed} &`]: hiddenLabel,
    // Collapsed: the name floats beside the icon while it is hovered or keyboard-focused.
    [`${collapsed} ${link}:hover &, ${collapsed} ${link}:focus-visible &, ${collapsed} ${link}[data-focus-visible] &`]:
      {
        insetInlineStart: `calc(100% + ${vars.space.small})`,
        insetBlockStart: '50%',
        transform: 'translateY(-50%)',
        zIndex: 2,
        inlineSize: 'auto',
        blockSize: 'auto',
        margin: 0,
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.small,
        overflow: 'visible',
        clip: 'auto',
        clipPath: 'none',
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.small,
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        boxShadow: vars.shadow.overlay,
        fontWeight: vars.fontWeight.regular,
        pointerEvents: 'none',
      },
  },
});
