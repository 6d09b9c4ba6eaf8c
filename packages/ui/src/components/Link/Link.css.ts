import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

export const link = style({
  color: vars.color.link,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  textUnderlineOffset: '0.2em',
  transitionProperty: 'color, text-decoration-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-hovered]': { color: vars.color.linkHover },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  // Inside running text: always underlined, so it is told apart without relying on colour.
  inline: { textDecoration: 'underline' },
  // On its own line ("Take me home"): bolder, underlined on hover.
  standalone: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minBlockSize: '1.5rem',
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xxsmall,
  verticalAlign: '-0.125em',
  selectors: {
    // The arrow points to the inline end: mirror it right to left.
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});
