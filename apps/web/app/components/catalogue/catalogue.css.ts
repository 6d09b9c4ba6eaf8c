import { vars } from '@backline/ui';
import { style } from '@vanilla-extract/css';

/** The small label above a page's name ("JamTrack", "Artist"). */
export const eyebrow = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const byline = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
});

export const price = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** The call to action: a box that stacks on a phone and lines up its links when there is room. */
export const callToAction = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

/** The sign-up link drawn as the page's primary button (the ui Button's look, as a link). */
export const primaryAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.large,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accentHover },
    '&[data-pressed]': { backgroundColor: vars.color.accentPressed },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

export const jamTrackList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const jamTrackItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const jamTrackName = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});
