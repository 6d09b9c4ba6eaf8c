import { useT } from '../i18n/useT';
import { type PlaybackClock, usePlaybackPosition } from './playbackClock';

/** The playhead's step as shown (and in `data-position`): twenty renders a second at most. */
const CLOCK_STEP_SECONDS = 0.05;

function minutes(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The studio's time display, following the engine's playhead by itself. */
export function StudioClock({ clock, duration }: { clock: PlaybackClock; duration: number }) {
  const t = useT();
  const position = usePlaybackPosition(clock, CLOCK_STEP_SECONDS);
  return (
    <output aria-label={t('jamtracks.studio.playhead')} data-position={position.toFixed(3)}>
      {t('jamtracks.studio.time', { position: minutes(position), duration: minutes(duration) })}
    </output>
  );
}
