import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/** The popover under a Select or ComboBox: at least as wide as its field, scrolling inside. */
export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: 'calc(100vw - 2rem)',
  overflow: 'auto',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.fontFamily.body,
  outline: 'none',
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.enter,
  selectors: {
    '&[data-entering]': { opacity: 0 },
    '&[data-exiting]': { opacity: 0, transitionTimingFunction: vars.easing.exit },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xsmall,
  outline: 'none',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.controlHeight.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutralPressed },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.disabledText, backgroundColor: 'transparent' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': { outline: '2px solid Highlight', outlineOffset: -2 },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const itemContent = style({
  flex: 1,
  minInlineSize: 0,
});

export const check = style({
  flexShrink: 0,
  color: vars.color.link,
  visibility: 'hidden',
  selectors: {
    [`${item}[data-selected] &`]: { visibility: 'visible' },
  },
});

/** A row in place of options: "Loading", "No results". */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.controlHeight.small,
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
