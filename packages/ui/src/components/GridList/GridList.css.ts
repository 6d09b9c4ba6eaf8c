import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

const insetFocusRing = { ...focusRingStyle, outlineOffset: `calc(-1 * ${vars.focusRing.width})` };

export const gridList = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
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
      gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
      gap: vars.space.small,
      padding: vars.space.small,
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minBlockSize: vars.controlHeight.large,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  // The selected item's bar on its inline-start edge: selection is not told by colour alone.
  borderInlineStart: '3px solid transparent',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:last-child': { borderBlockEndWidth: 0 },
    '[data-layout="grid"] > &': {
      borderWidth: 1,
      borderStyle: 'solid',
      borderColor: vars.color.border,
      borderInlineStartWidth: 3,
      borderRadius: vars.radius.medium,
    },
    '&[data-hovered]': { cursor: 'pointer', backgroundColor: vars.color.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutralPressed },
    '&[data-selected]': {
      backgroundColor: vars.color.accentSubtle,
      borderInlineStartColor: vars.color.accent,
    },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { borderInlineStartColor: 'Highlight' } },
    },
  },
});

export const itemContent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  flexGrow: 1,
  minInlineSize: 0,
});

export const message = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});
