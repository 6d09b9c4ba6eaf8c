import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { tones } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { overlayZIndex } from '../private/Overlay/overlay.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
});

/** The stack of toasts in the block-end, inline-end corner (bottom right; bottom left in RTL). */
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.large,
  insetInlineEnd: vars.space.large,
  zIndex: overlayZIndex,
  inlineSize: `min(24rem, calc(100vw - 2 * ${vars.space.large}))`,
  outline: 'none',
  borderRadius: vars.radius.medium,
  selectors: {
    // React Aria sets the region's `dir` from the locale; Backline's direction is the page's
    // (a display preference), so follow the element the region is portalled into.
    ':dir(rtl) > &': { direction: 'rtl' },
    ':dir(ltr) > &': { direction: 'ltr' },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.small,
  borderWidth: 1,
  borderStyle: 'solid',
  // The inline-start edge carries the tone, as in Alert; it flips with the direction.
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  outline: 'none',
  animation: `${rise} ${vars.duration.standard} ${vars.easing.enter}`,
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const tone = styleVariants(
  Object.fromEntries(
    tones.map((name) => [name, { borderColor: vars.tone[name].border }]),
  ) as Record<(typeof tones)[number], { borderColor: string }>,
);

export const icon = style({
  flexShrink: 0,
  fontSize: '1.25rem',
  // Centres the 20 px icon on the first line of the title.
  marginBlockStart: '0.125rem',
});

export const iconTone = styleVariants(
  Object.fromEntries(tones.map((name) => [name, { color: vars.tone[name].accent }])) as Record<
    (typeof tones)[number],
    { color: string }
  >,
);

export const content = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  overflowWrap: 'break-word',
});

export const title = style({
  fontWeight: vars.fontWeight.medium,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const close = style({
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space.xxsmall})`,
});
