import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

export const studioWaveform = style({
  display: 'grid',
  gap: vars.space.small,
  minInlineSize: 0,
  color: vars.color.text,
});

/** The pointer and keyboard target: the whole overview. */
export const overview = style({
  position: 'relative',
  blockSize: '5rem',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
  cursor: 'crosshair',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': focusRingStyle,
  },
  '@media': {
    '(forced-colors: active)': { outline: '1px solid CanvasText' },
  },
});

/** Time runs along the inline direction: right to left under `dir="rtl"`. */
export const wave = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});

export const wavePath = style({
  fill: vars.color.textMuted,
  '@media': {
    '(forced-colors: active)': { fill: 'CanvasText' },
  },
});

export const loopRegion = style({
  position: 'absolute',
  insetBlock: 0,
  backgroundColor: vars.color.accent,
  opacity: 0.3,
  borderInline: `2px solid ${vars.color.accent}`,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});

export const loopRegionOff = style({ opacity: 0.12 });

export const playhead = style({
  position: 'absolute',
  insetBlock: 0,
  inlineSize: 2,
  marginInlineStart: -1,
  backgroundColor: vars.color.text,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'CanvasText' },
  },
});

export const marker = style({
  position: 'absolute',
  insetBlock: 0,
  borderInlineStart: `1px dashed ${vars.color.fieldBorder}`,
  maxInlineSize: '25%',
  pointerEvents: 'none',
});

export const markerLabel = style({
  display: 'block',
  paddingInline: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const help = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const sections = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
