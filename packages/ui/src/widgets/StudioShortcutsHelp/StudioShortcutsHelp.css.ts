import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const popover = style({ maxInlineSize: 'min(24rem, calc(100vw - 1rem))' });

export const list = style({ display: 'grid', gap: vars.space.small, margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'baseline',
});

export const keys = style({ whiteSpace: 'nowrap' });

export const key = style({
  display: 'inline-block',
  minInlineSize: '1.5rem',
  paddingInline: vars.space.xsmall,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.fieldBorder,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSubtle,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});

export const action = style({ margin: 0 });

export const note = style({
  marginBlockEnd: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});
