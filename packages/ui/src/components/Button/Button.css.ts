import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

// Each variant sets these; the base rule and its state selectors read them.
const background = createVar();
const backgroundHover = createVar();
const backgroundPressed = createVar();
const foreground = createVar();
const borderColour = createVar();

export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  margin: 0,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: borderColour,
  borderRadius: vars.radius.medium,
  backgroundColor: background,
  color: foreground,
  fontFamily: vars.fontFamily.body,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-hovered]': { backgroundColor: backgroundHover },
    '&[data-pressed]': { backgroundColor: backgroundPressed },
    '&[data-focus-visible]': focusRingStyle,
    // `aria-disabled` keeps an unusable button focusable (so its tooltip says why) but it must
    // look as disabled; a pending button also carries it and keeps its own look.
    '&[data-disabled], &[aria-disabled="true"]:not([data-pending])': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.disabledBackground,
      borderColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
    },
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': {
    // Windows High Contrast removes backgrounds: keep every button's edge visible.
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

export const variant = styleVariants({
  primary: {
    vars: {
      [background]: vars.color.accent,
      [backgroundHover]: vars.color.accentHover,
      [backgroundPressed]: vars.color.accentPressed,
      [foreground]: vars.color.onAccent,
      [borderColour]: 'transparent',
    },
  },
  secondary: {
    vars: {
      [background]: vars.color.surface,
      [backgroundHover]: vars.color.neutralHover,
      [backgroundPressed]: vars.color.neutralPressed,
      [foreground]: vars.color.text,
      [borderColour]: vars.color.fieldBorder,
    },
  },
  quiet: {
    vars: {
      [background]: 'transparent',
      [backgroundHover]: vars.color.neutralHover,
      [backgroundPressed]: vars.color.neutralPressed,
      [foreground]: vars.color.text,
      [borderColour]: 'transparent',
    },
  },
  danger: {
    vars: {
      [background]: vars.color.danger,
      [backgroundHover]: vars.color.dangerHover,
      [backgroundPressed]: vars.color.dangerPressed,
      [foreground]: vars.color.onDanger,
      [borderColour]: 'transparent',
    },
  },
});

export const size = styleVariants({
  small: {
    minBlockSize: vars.controlHeight.small,
    minInlineSize: vars.controlHeight.small,
    paddingInline: vars.space.medium,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
  },
  medium: {
    minBlockSize: vars.controlHeight.medium,
    minInlineSize: vars.controlHeight.medium,
    paddingInline: vars.space.large,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
  },
  large: {
    minBlockSize: vars.controlHeight.large,
    minInlineSize: vars.controlHeight.large,
    paddingInline: vars.space.xlarge,
    fontSize: vars.fontSize.large,
    lineHeight: vars.lineHeight.large,
  },
});

/** While pending the label keeps its space (the button does not change width) but is not seen. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: {
    [`${button}[data-pending] &`]: { opacity: 0 },
  },
});

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '1.25em',
});
