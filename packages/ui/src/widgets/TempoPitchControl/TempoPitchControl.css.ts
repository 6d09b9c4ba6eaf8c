import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const tempoPitchControl = style({
  display: 'grid',
  gap: vars.space.large,
  minInlineSize: 0,
  color: vars.color.text,
});

export const tempo = style({ display: 'grid', gap: vars.space.xxsmall });

// A thumb's visually hidden range input keeps a browser's default width (~130 px) and so reaches
// past a phone's edge when the thumb is at the end (150 %, +12); it only needs to exist.
globalStyle(`${tempoPitchControl} input`, { maxInlineSize: '1px' });

/** Under the slider's track, which keeps half a thumb (0.75rem) free at each end. */
export const marks = style({
  position: 'relative',
  blockSize: '0.5rem',
  marginInline: '0.75rem',
});

export const mark = style({
  position: 'absolute',
  insetBlockStart: 0,
  inlineSize: 1,
  blockSize: '0.375rem',
  backgroundColor: vars.color.textMuted,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'CanvasText' },
  },
});

export const markOriginal = style({
  inlineSize: 2,
  blockSize: '0.5rem',
  backgroundColor: vars.color.text,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const reset = style({ justifySelf: 'start' });
