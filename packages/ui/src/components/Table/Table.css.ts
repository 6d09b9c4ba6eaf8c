import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

// Focus rings inside the table are drawn inset: the scroll container would clip an outset one.
const insetFocusRing = { ...focusRingStyle, outlineOffset: `calc(-1 * ${vars.focusRing.width})` };

export const container = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  minInlineSize: 0,
});

/** Wide tables scroll sideways inside their border instead of widening the page. */
export const scroller = style({
  // Clips absolutely positioned content of its cells (visually hidden inputs) as well.
  position: 'relative',
  inlineSize: '100%',
  overflowX: 'auto',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const header = style({
  backgroundColor: vars.color.surfaceSubtle,
});

export const column = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    // Matches the first cell's selection bar, so header and cells line up.
    '&:first-child': { borderInlineStart: '3px solid transparent' },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { backgroundColor: vars.color.neutralHover },
    '&[data-allows-sorting][data-pressed]': { backgroundColor: vars.color.neutralPressed },
    '&[data-focus-visible]': insetFocusRing,
  },
});

/** The selection column holds only the "Select All" checkbox. */
export const selectionColumn = style({
  inlineSize: '1%',
  paddingInlineEnd: 0,
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  // A sortable header's target stays at least 24 px tall (WCAG 2.5.8).
  minBlockSize: '1.5rem',
});

/** In an end-aligned column the arrow goes before the label, so the label lines up with the digits. */
export const columnContentEnd = style({
  flexDirection: 'row-reverse',
});

export const sortIcon = style({
  flexShrink: 0,
  // Hidden but still taking its space: the label does not move when a column becomes sorted.
  visibility: 'hidden',
  selectors: {
    [`${column}[data-sort-direction] &`]: { visibility: 'visible' },
    [`${column}[data-sort-direction="descending"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    // React Aria marks a row hovered only when it can be selected or acted on.
    '&[data-hovered]': { cursor: 'pointer', backgroundColor: vars.color.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutralPressed },
    '&[data-selected]': { backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
    // A StaticTable's row with an action (a click anywhere does what its row header's button does).
    '&[data-actionable]:hover': { cursor: 'pointer', backgroundColor: vars.color.neutralHover },
  },
});

const buttonReset = {
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
} as const;

/** A StaticTable's sortable header: a real button filling the header cell. */
export const headerButton = style({
  ...buttonReset,
  fontWeight: 'inherit',
  selectors: { '&:focus-visible': focusRingStyle },
});

/** A StaticTable's row header as the row's button: looks like the cell, rings on focus. */
export const rowAction = style({
  ...buttonReset,
  display: 'block',
  inlineSize: '100%',
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRingStyle },
});

export const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    // The selected row's bar on its inline-start edge: selection is not told by colour alone.
    '&:first-child': { borderInlineStart: '3px solid transparent' },
    [`${row}[data-selected] > &:first-child`]: { borderInlineStartColor: vars.color.accent },
    [`${row}:last-child > &`]: { borderBlockEndWidth: 0 },
    '&[data-focus-visible]': insetFocusRing,
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        [`${row}[data-selected] > &:first-child`]: { borderInlineStartColor: 'Highlight' },
      },
    },
  },
});

export const selectionCell = style({
  inlineSize: '1%',
  paddingInlineEnd: 0,
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** The empty (or loading) state fills the body's one spanning cell. */
export const bodyMessage = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  color: vars.color.textMuted,
  textAlign: 'center',
});
