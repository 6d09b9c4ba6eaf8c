import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../theme/motion';
import { vars } from '../../theme/vars.css';

export const progressBar = style({
  display: 'grid',
  gridTemplateAreas: '"label value" "track track"',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space.xsmall,
  columnGap: vars.space.small,
  inlineSize: '100%',
  minInlineSize: '10rem',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
});

export const label = style({ gridArea: 'label' });

export const value = style({
  gridArea: 'value',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridArea: 'track',
  position: 'relative',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.track,
  overflow: 'hidden',
  '@media': {
    '(forced-colors: active)': { outline: '1px solid CanvasText' },
  },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  transitionProperty: 'inline-size',
  transitionDuration: vars.duration.standard,
  transitionTimingFunction: vars.easing.standard,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});

const slide = keyframes({
  from: { insetInlineStart: '-40%' },
  to: { insetInlineStart: '100%' },
});

export const indeterminate = style({
  inlineSize: '40%',
  animation: `${slide} 1.4s ${vars.easing.standard} infinite`,
  '@media': {
    // Still shows activity, without sweeping motion: a steady, partly filled bar.
    [reducedMotionQuery]: { animation: 'none', insetInlineStart: '30%' },
  },
});
