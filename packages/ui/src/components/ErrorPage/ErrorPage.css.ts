import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

export const errorPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  minBlockSize: '60vh',
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const status = style({
  color: vars.color.link,
  fontSize: `calc(2 * ${vars.fontSize.display})`,
  lineHeight: 1,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.02em',
});

export const message = style({
  maxInlineSize: '32rem',
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.medium,
});

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { backgroundColor: vars.color.accentHover },
    '&:focus-visible, &[data-focus-visible]': focusRingStyle,
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid LinkText' },
  },
});
