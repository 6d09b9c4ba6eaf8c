import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
  color: vars.color.text,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = style({
  display: 'flex',
  minInlineSize: 0,
  // A long tab list scrolls rather than wrapping: tabs keep one line, as users expect.
  overflowX: 'auto',
  selectors: {
    '&[data-orientation="horizontal"]': {
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      flexShrink: 0,
      overflowX: 'visible',
      // The line between the tabs and their panel.
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

/** Each tab takes an equal share of the list (the lobby's Users / Chat on narrow screens). */
export const tabListStretch = style({});

export const tab = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.large,
  // The selected tab's bar sits on the list's own border: no layout shift on selection.
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderWidth: 0,
  borderBlockEndWidth: 3,
  marginBlockEnd: -1,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'color, border-color, background-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${tabListStretch}[data-orientation="horizontal"] > &`]: { flex: '1 1 0' },
    '[data-orientation="vertical"] > &': {
      justifyContent: 'flex-start',
      borderBlockEndWidth: 0,
      borderInlineEndWidth: 3,
      marginBlockEnd: 0,
      marginInlineEnd: -1,
    },
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutralPressed },
    '&[data-selected]': { color: vars.color.text, borderColor: vars.color.accent },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: `-${vars.focusRing.width}` },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
  '@media': {
    // Forced colours drop the accent: mark the selected tab with the system highlight.
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { borderColor: 'Highlight' } },
    },
  },
});

export const tabPanel = style({
  minInlineSize: 0,
  flexGrow: 1,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    // A force-mounted panel keeps its state (the lobby chat's draft and scroll) while hidden.
    '&[data-inert]': { display: 'none' },
  },
});
