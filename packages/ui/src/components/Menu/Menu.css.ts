import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: '12rem',
  maxBlockSize: 'inherit',
  padding: vars.space.xsmall,
  overflow: 'auto',
  outline: 'none',
  // A menu rendered outside a popover (in a page) still shows where keyboard focus is.
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

export const item = style({
  display: 'grid',
  // Selection mark, label and description, and anything trailing (a keyboard shortcut).
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"check label" "check description"',
  alignItems: 'center',
  columnGap: vars.space.small,
  minBlockSize: vars.controlHeight.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  textDecoration: 'none',
  cursor: 'default',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutralPressed },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    '&[href]': { cursor: 'pointer' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': {
          backgroundColor: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
      },
    },
  },
});

export const tone = styleVariants({
  neutral: {},
  destructive: {
    selectors: { '&:not([data-disabled])': { color: vars.color.danger } },
  },
});

export const check = style({
  gridArea: 'check',
  display: 'flex',
  inlineSize: '1em',
  fontSize: vars.fontSize.standard,
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});

/** Without a selection mode the items need no room for a check mark. */
export const noCheck = style({
  gridTemplateColumns: '1fr',
  gridTemplateAreas: '"label" "description"',
});

export const label = style({
  gridArea: 'label',
  minInlineSize: 0,
});

export const description = style({
  gridArea: 'description',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  selectors: {
    '[data-disabled] > &': { color: vars.color.disabledText },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
});

export const sectionHeader = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const separator = style({
  blockSize: 1,
  marginBlock: vars.space.xsmall,
  marginInline: vars.space.small,
  border: 'none',
  backgroundColor: vars.color.border,
});
