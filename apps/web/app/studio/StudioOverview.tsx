import { StudioWaveform } from '@backline/ui';
import type { ComponentProps } from 'react';
import { type PlaybackClock, usePlaybackPosition } from './playbackClock';

/** The overview is drawn about this many steps wide: a finer playhead would not move a pixel. */
const OVERVIEW_STEPS = 1000;

export interface StudioOverviewProps
  extends Omit<ComponentProps<typeof StudioWaveform>, 'position'> {
  clock: PlaybackClock;
}

/** The song's overview with the engine's playhead: re-renders as the playhead visibly moves. */
export function StudioOverview({ clock, duration, ...props }: StudioOverviewProps) {
  const position = usePlaybackPosition(clock, Math.max(0.05, duration / OVERVIEW_STEPS));
  return <StudioWaveform {...props} duration={duration} position={position} />;
}
