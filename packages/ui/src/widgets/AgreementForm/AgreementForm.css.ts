import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

export const agreementForm = style({
  display: 'grid',
  gap: vars.space.large,
  minInlineSize: 0,
});

/** The agreement text: a bounded box that scrolls, focusable for the keyboard. */
export const scrollBox = style({
  maxBlockSize: '24rem',
  overflowY: 'auto',
  padding: vars.space.large,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSubtle,
  color: vars.color.text,
  selectors: { '&:focus-visible': focusRingStyle },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const dateLine = style({
  marginBlock: `${vars.space.xsmall} ${vars.space.medium}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const section = style({
  marginBlockStart: vars.space.medium,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.strong,
});

export const paragraph = style({
  marginBlock: `${vars.space.xsmall} 0`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const executedOn = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'start',
  minInlineSize: 0,
});

export const formTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const entityFields = style({
  display: 'grid',
  gap: vars.space.medium,
  inlineSize: '100%',
  maxInlineSize: '28rem',
});

export const submit = style({});
