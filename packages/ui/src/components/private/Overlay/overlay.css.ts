import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/**
 * The stacking level of every overlay (Modal, Drawer, HoverCard, toasts): the one React Aria gives
 * its positioned popovers and tooltips, so an app's sticky bars never cover an overlay and a
 * popover opened from a modal (rendered later in the portal) lands above it.
 */
export const overlayZIndex = 100000;

/**
 * The dimming layer behind a modal or drawer. It is not a theme colour but a shade, like the
 * elevation shadows: black at half opacity reads as "behind" on the light and the dark theme.
 */
export const scrimColour = 'rgb(0 0 0 / 0.5)';

export const fadeIn = keyframes({ from: { opacity: 0 } });
export const fadeOut = keyframes({ to: { opacity: 0 } });

/** The full-viewport layer a modal or drawer sits on; it fades with the overlay. */
export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: overlayZIndex,
  backgroundColor: scrimColour,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.duration.standard} ${vars.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit} forwards`,
    },
  },
  '@media': {
    // High contrast themes drop the shade: outline the surface instead (see `surface`).
    '(forced-colors: active)': { backgroundColor: 'transparent' },
  },
});

/** A floating surface: popover, menu, hover card and dialog boxes share its look. */
export const surface = style({
  boxSizing: 'border-box',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  outline: 'none',
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

const arrowFill = createVar();
const arrowStroke = createVar();

/** Colours an `OverlayArrow` from the surface it points out of. */
export const arrowColours = styleVariants({
  surface: { vars: { [arrowFill]: vars.color.surface, [arrowStroke]: vars.color.border } },
  inverse: { vars: { [arrowFill]: vars.color.text, [arrowStroke]: vars.color.text } },
});

/** The arrow, drawn pointing down (a popover above its trigger) and turned for other placements. */
export const arrow = style({
  display: 'block',
  fill: arrowFill,
  stroke: arrowStroke,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
  },
  '@media': {
    '(forced-colors: active)': { fill: 'Canvas', stroke: 'CanvasText' },
  },
});

/** Each placement starts the entrance a few pixels towards the trigger. */
const enterOffset = createVar();
const slideIn = keyframes({
  from: { opacity: 0, transform: enterOffset },
});

export const entrance = style({
  vars: { [enterOffset]: 'none' },
  selectors: {
    '&[data-placement="top"]': { vars: { [enterOffset]: 'translateY(0.25rem)' } },
    '&[data-placement="bottom"]': { vars: { [enterOffset]: 'translateY(-0.25rem)' } },
    '&[data-placement="left"]': { vars: { [enterOffset]: 'translateX(0.25rem)' } },
    '&[data-placement="right"]': { vars: { [enterOffset]: 'translateX(-0.25rem)' } },
    '&[data-entering]': {
      animation: `${slideIn} ${vars.duration.fast} ${vars.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit} forwards`,
    },
  },
});
