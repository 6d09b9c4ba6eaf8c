import { type JamTrack, type Track, trackSummary } from '@backline/domain';
import { ToggleButton } from 'react-aria-components';
import { cx } from '../../components/private/cx';
import { Icon, type IconProps } from '../../components/private/icons/Icon';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './JamTrackRow.css';

function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 5.5v9l7-4.5z" fill="currentColor" />
    </Icon>
  );
}

function StopIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="6" y="6" width="8" height="8" rx="1" fill="currentColor" />
    </Icon>
  );
}

export interface JamTrackTrackListProps {
  /** The JamTrack whose stems are listed (its `name` names the master's preview). */
  jamTrack: Pick<JamTrack, 'name' | 'tracks'>;
  /** The track whose preview is playing, or `null`. The app owns the audio. */
  previewTrackId?: string | null;
  /**
   * A preview button was toggled: the track to play, or `null` to stop. Without it no preview
   * buttons show (the list is text only).
   */
  onPreviewChange?: (track: Track | null) => void;
  /** A class for the list. */
  className?: string;
  /** The id of the element that names the list ("Tracks"). */
  'aria-labelledby'?: string;
}

/** What a track is called in the list: the Tracks column's own wording (instrument, part, type). */
function trackLabel(track: Track, jamTrackName: string): string {
  return track.track_type === 'Master' ? jamTrackName : trackSummary([track]);
}

/**
 * The stems of a JamTrack as chips, the master (the full song) first when it has a preview; a
 * track with a `preview_mp3_url` gets a play/stop toggle. Presentational: `onPreviewChange` says
 * which track to play and the app plays it.
 */
export function JamTrackTrackList({
  jamTrack,
  previewTrackId = null,
  onPreviewChange,
  className,
  'aria-labelledby': labelledBy,
}: JamTrackTrackListProps) {
  const t = useUIMessages();
  // The master is the whole song: listed only when it can be previewed.
  const tracks = jamTrack.tracks.filter(
    (track) => track.track_type !== 'Master' || (onPreviewChange && track.preview_mp3_url),
  );
  const ordered = [
    ...tracks.filter((track) => track.track_type === 'Master'),
    ...tracks.filter((track) => track.track_type !== 'Master'),
  ];
  return (
    <ul className={cx(styles.trackList, className)} aria-labelledby={labelledBy}>
      {ordered.map((track) => {
        const label = trackLabel(track, jamTrack.name);
        const canPreview = Boolean(onPreviewChange && track.preview_mp3_url);
        const isPlaying = previewTrackId === track.id;
        return (
          <li key={track.id} className={cx(styles.track, canPreview && styles.trackWithPreview)}>
            <span>{label}</span>
            {canPreview && (
              <ToggleButton
                className={styles.previewButton}
                aria-label={t('ui.jamTrackRow.preview', { track: label })}
                isSelected={isPlaying}
                onChange={(selected) => onPreviewChange?.(selected ? track : null)}
              >
                {isPlaying ? <StopIcon /> : <PlayIcon className={styles.playIcon} />}
              </ToggleButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
