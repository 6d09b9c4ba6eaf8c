import { style, styleVariants } from '@vanilla-extract/css';
import { scrimColour } from '../../components/private/Overlay/overlay.css';
import { visuallyHidden } from '../../components/private/visuallyHidden.css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

export const avatarEditor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
  color: vars.color.text,
});

export const choosing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: '1 1 16rem',
  minInlineSize: 0,
  padding: vars.space.large,
  borderWidth: 2,
  borderStyle: 'dashed',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceSubtle,
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSubtle,
    },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const dropText = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cropping = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const cropper = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

/** Wraps the image exactly, so the box's percentages are the image's. */
export const stage = style({
  position: 'relative',
  flex: '0 1 auto',
  maxInlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  lineHeight: 0,
  userSelect: 'none',
});

export const stageImage = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '20rem',
  blockSize: 'auto',
  inlineSize: 'auto',
});

export const cropArea = style({
  position: 'absolute',
  boxSizing: 'border-box',
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.onAccent,
  outline: `1px solid ${vars.color.accent}`,
  // Everything outside the square is dimmed.
  boxShadow: `0 0 0 100vmax ${scrimColour}`,
  cursor: 'move',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
  },
});

const handleSize = '0.875rem';
const handleBase = {
  position: 'absolute',
  inlineSize: handleSize,
  blockSize: handleSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.onAccent,
  border: `2px solid ${vars.color.accent}`,
  touchAction: 'none',
} as const;
// Inside the corners: the stage clips what lies outside the image.
const offset = '0';

/** Corner handles: the stage is always left-to-right, so inline-start is the image's left. */
export const handle = styleVariants({
  nw: { ...handleBase, insetBlockStart: offset, insetInlineStart: offset, cursor: 'nwse-resize' },
  ne: { ...handleBase, insetBlockStart: offset, insetInlineEnd: offset, cursor: 'nesw-resize' },
  sw: { ...handleBase, insetBlockEnd: offset, insetInlineStart: offset, cursor: 'nesw-resize' },
  se: { ...handleBase, insetBlockEnd: offset, insetInlineEnd: offset, cursor: 'nwse-resize' },
});

export const cropSide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const preview = style({
  display: 'block',
  inlineSize: '6rem',
  blockSize: '6rem',
  borderRadius: vars.radius.full,
  backgroundRepeat: 'no-repeat',
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const cropReadout = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const instructions = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const spoken = visuallyHidden;
