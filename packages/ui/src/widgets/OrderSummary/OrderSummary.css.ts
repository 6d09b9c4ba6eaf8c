import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const orderSummary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
  padding: vars.space.large,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceSubtle,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  margin: 0,
});

export const itemName = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const amount = style({
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const amounts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingBlockStart: vars.space.medium,
  borderBlockStartWidth: 1,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.border,
});

export const term = style({
  color: vars.color.textMuted,
});

export const total = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const confirm = style({
  inlineSize: '100%',
});

export const terms = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.large,
});
