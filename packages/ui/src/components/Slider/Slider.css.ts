import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

const thumbSize = '1.5rem';
const railSize = '0.25rem';

export const slider = style({
  display: 'grid',
  gridTemplateAreas: '"label output" "track track" "description description"',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space.xsmall,
  columnGap: vars.space.small,
  inlineSize: '100%',
  minInlineSize: '10rem',
  color: vars.color.text,
});

export const label = style({ gridArea: 'label' });

export const output = style({
  gridArea: 'output',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  selectors: {
    [`${slider}[data-disabled] &`]: { color: vars.color.disabledText },
  },
});

export const description = style({ gridArea: 'description' });

/** The pointer target: as tall as the thumb, with half a thumb of room at each end. */
export const track = style({
  gridArea: 'track',
  position: 'relative',
  blockSize: thumbSize,
  marginInline: `calc(${thumbSize} / 2)`,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const rail = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(50% - ${railSize} / 2)`,
  blockSize: railSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.track,
  '@media': {
    '(forced-colors: active)': { outline: '1px solid CanvasText' },
  },
});

export const fill = style({
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  selectors: {
    '&[data-disabled]': { backgroundColor: vars.color.disabledText },
  },
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});

/** Placed by its inline start (set from the value), so it follows `dir` like the fill. */
export const thumb = style({
  insetBlockStart: '50%',
  inlineSize: thumbSize,
  blockSize: thumbSize,
  marginInlineStart: `calc(${thumbSize} / -2)`,
  transform: 'translateY(-50%)',
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.surface,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  boxShadow: vars.shadow.raised,
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accentHover },
    '&[data-dragging]': { backgroundColor: vars.color.accentPressed },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { backgroundColor: vars.color.disabledText, boxShadow: 'none' },
  },
  '@media': {
    '(forced-colors: active)': {
      backgroundColor: 'ButtonText',
      borderColor: 'Canvas',
    },
  },
});
