import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

const insetFocusRing = { ...focusRingStyle, outlineOffset: `calc(-1 * ${vars.focusRing.width})` };

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  padding: vars.space.xsmall,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  overflowY: 'auto',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-layout="grid"]': {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.controlHeight.medium,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  cursor: 'default',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { cursor: 'pointer', backgroundColor: vars.color.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutralPressed },
    '&[data-selected]': { backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText' },
      },
    },
  },
});

export const itemContent = style({
  flexGrow: 1,
  minInlineSize: 0,
});

/** The check mark keeps its space when hidden, so labels do not move on selection. */
export const checkIcon = style({
  flexShrink: 0,
  color: vars.color.accent,
  visibility: 'hidden',
  selectors: {
    [`${item}:not([data-selection-mode]) &`]: { display: 'none' },
    [`${item}[data-selected] &`]: { visibility: 'visible' },
  },
  '@media': {
    '(forced-colors: active)': { color: 'HighlightText' },
  },
});

export const message = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});
