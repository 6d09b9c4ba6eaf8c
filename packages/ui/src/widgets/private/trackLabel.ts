import type { Track } from '@backline/domain';
import { useUIMessages } from '../../i18n/useUIMessages';

/** A stem's name in the player and the mix editor: its instrument, its part, or "Click". */
export function useTrackLabel(): (track: Track) => string {
  const t = useUIMessages();
  return (track) =>
    track.instrument?.description ??
    track.part ??
    (track.track_type === 'Click' ? t('ui.jamTrackPlayer.click') : track.track_type);
}
