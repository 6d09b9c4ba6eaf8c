import { createContainer, style } from '@vanilla-extract/css';
import { fadeIn, overlayZIndex, surface } from '../../components/private/Overlay/overlay.css';
import { vars } from '../../theme/vars.css';

const player = createContainer();

/** Lays out by its own width (decision 006): controls stacked on a phone, side by side when wide. */
export const jamTrackPlayer = style({
  containerName: player,
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const transport = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"play time" "seek seek"',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  '@container': {
    [`${player} (min-width: 30rem)`]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"play seek time"',
    },
  },
});

export const play = style({ gridArea: 'play' });

export const playIcon = style({ fontSize: '1.25em' });

export const seek = style({
  gridArea: 'seek',
  position: 'relative',
  minInlineSize: 0,
});

export const seekSlider = style({ minInlineSize: 0 });

export const time = style({
  gridArea: 'time',
  justifySelf: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const secondary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const volume = style({
  flex: '1 1 10rem',
  maxInlineSize: '16rem',
});

/** Follows the pointer over the progress bar; placed by @floating-ui/react. */
export const timeTooltip = style([
  surface,
  {
    zIndex: overlayZIndex,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
    fontVariantNumeric: 'tabular-nums',
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
    animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.enter}`,
  },
]);

export const pending = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.textMuted,
});
