import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const bell = style({
  position: 'relative',
});

export const icon = style({
  fontSize: '1.25rem',
});

/** The count sits on the bell's top inline-end corner (top left in RTL). */
export const badge = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xsmall})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  pointerEvents: 'none',
});

export const popover = style({
  inlineSize: 'min(24rem, calc(100vw - 1rem))',
});

export const dialog = style({
  padding: vars.space.medium,
  gap: vars.space.small,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  marginInline: `calc(-1 * ${vars.space.medium})`,
  padding: 0,
  listStyle: 'none',
});

export const placeholder = style({
  display: 'flex',
  justifyContent: 'center',
  margin: 0,
  padding: vars.space.large,
  color: vars.color.textMuted,
});

export const viewAll = style({
  alignSelf: 'center',
});
