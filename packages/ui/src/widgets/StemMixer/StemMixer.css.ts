import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

const mixer = createContainer();

export const stemMixer = style({
  containerName: mixer,
  containerType: 'inline-size',
  minInlineSize: 0,
  color: vars.color.text,
});

export const strips = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Name and meter over the fader and toggles on a phone; one line when there is room. */
export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 4rem',
  gridTemplateAreas: '"name meter" "fader fader" "toggles toggles"',
  alignItems: 'center',
  gap: vars.space.small,
  '@container': {
    [`${mixer} (min-width: 34rem)`]: {
      gridTemplateColumns: '9rem 4rem minmax(0, 1fr) auto',
      gridTemplateAreas: '"name meter fader toggles"',
    },
  },
});

export const name = style({
  gridArea: 'name',
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meter = style({
  gridArea: 'meter',
  position: 'relative',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.track,
  overflow: 'hidden',
  '@media': {
    '(forced-colors: active)': { outline: '1px solid CanvasText' },
  },
});

/** A stem nobody hears (muted, or silenced by another's solo): its name and meter go grey. */
export const nameSilent = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const meterFill = style({
  display: 'block',
  blockSize: '100%',
  backgroundColor: vars.tone.success.accent,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});

export const meterFillSilent = style({ backgroundColor: vars.color.textMuted });

export const fader = style({ gridArea: 'fader', minInlineSize: 0 });

// The thumb's visually hidden range input keeps a browser's default width (~130 px) and so
// reaches past a phone's edge when the thumb is at the end; it only needs to exist.
globalStyle(`${fader} input`, { maxInlineSize: '1px' });

export const toggles = style({
  gridArea: 'toggles',
  display: 'flex',
  gap: vars.space.xsmall,
});

export const toggle = style({
  minInlineSize: '3.5rem',
  minBlockSize: '2rem',
  paddingInline: vars.space.small,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.fieldBorder,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
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
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});
