import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

const row = createContainer();

/** The card lays out by its own width (decision 006): stacked when narrow, three columns when wide. */
export const jamTrackRow = style({
  containerName: row,
  containerType: 'inline-size',
  display: 'block',
  listStyle: 'none',
});

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@container': {
    [`${row} (min-width: 36rem)`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.5fr)',
    },
  },
});

export const song = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const artist = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const sectionLabel = style({
  margin: 0,
  marginBlockEnd: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

// Track list ------------------------------------------------------------------------------------

export const trackList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.controlHeight.small,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

/** A track with a preview button: the button sits at the chip's inline end. */
export const trackWithPreview = style({
  paddingInlineEnd: vars.space.xxsmall,
});

export const previewButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  padding: 0,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.fieldBorder,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: '1rem',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutralPressed },
    '&[data-selected]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&[data-focus-visible]': focusRingStyle,
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

/** The play triangle points to the inline end: mirror it right to left. */
export const playIcon = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

// Purchase area ---------------------------------------------------------------------------------

export const purchase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const purchaseAlign = styleVariants({
  start: { alignItems: 'flex-start', textAlign: 'start' },
  end: { alignItems: 'flex-end', textAlign: 'end' },
});

export const purchased = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.tone.success.text,
  fontWeight: vars.fontWeight.medium,
});

export const price = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const help = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
