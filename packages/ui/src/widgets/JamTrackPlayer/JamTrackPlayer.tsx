import {
  AUDIO_START_VOLUME,
  eligibleMixdowns,
  eligibleStems,
  formatPlayerTime,
  type JamTrack,
  PLAYER_PROGRESS_INTERVAL_MS,
  type PlayerSelection,
} from '@backline/domain';
import { autoUpdate, offset, shift, useFloating, type VirtualElement } from '@floating-ui/react';
import {
  type HTMLAttributes,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocale } from 'react-aria-components';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { Icon } from '../../components/private/icons/Icon';
import { Select, SelectItem } from '../../components/Select/Select';
import { Slider } from '../../components/Slider/Slider';
import * as sliderStyles from '../../components/Slider/Slider.css';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import { browserScheduler, type Scheduler } from '../../time/scheduler';
import { useTrackLabel } from '../private/trackLabel';
import { startedPlaying, stoppedPlaying } from './exclusivePlayback';
import * as styles from './JamTrackPlayer.css';

export interface JamTrackPlayerProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The JamTrack: its stems and custom mixes make the choice of what to play. */
  jamTrack: Pick<JamTrack, 'name' | 'tracks' | 'mixdowns'>;
  /** What plays: the Master Mix, a custom mix with a signed mp3, or a stem (Track or Click). */
  selection: PlayerSelection;
  /** Called when the user chooses another source; the app records it (POST …/mixdowns/active). */
  onSelectionChange: (selection: PlayerSelection) => void;
  /** The audio address of the selection (with HTTP range support, so seeking works); null while unknown. */
  src: string | null;
  /** Shows a Download button for the selection; the app fetches it (downloads need can_download). */
  onDownload?: () => void;
  /** Runs the 500 ms progress refresh; tests and stories pass a manual one. @default browserScheduler */
  scheduler?: Scheduler;
  /**
   * The JamTrack's audio (Master and stems) is still being made: a loading state instead of
   * the controls' audio, no error. @default false
   */
  isAudioPending?: boolean;
}

const selectionKey = (selection: PlayerSelection) =>
  selection.kind === 'master' ? 'master' : `${selection.kind}:${selection.id}`;

function selectionOfKey(key: string): PlayerSelection {
  if (key === 'master') return { kind: 'master' };
  const [kind, ...rest] = key.split(':');
  return { kind: kind === 'mixdown' ? 'mixdown' : 'stem', id: rest.join(':') };
}

function PlayIcon() {
  return (
    <Icon className={styles.playIcon}>
      <path d="M6 4.5v11l9-5.5z" fill="currentColor" />
    </Icon>
  );
}

function PauseIcon() {
  return (
    <Icon className={styles.playIcon}>
      <path d="M7 4.5v11M13 4.5v11" strokeWidth={3} />
    </Icon>
  );
}

/**
 * The web player of a JamTrack (part 2 §2, §4, §9): choose the Master Mix, a custom mix or a stem;
 * play, pause, seek (a tooltip follows the pointer over the bar with the time under it) and set
 * the volume (0.75 at start). The position refreshes every 500 ms while playing, and starting
 * this player pauses any other. Seek and volume are React Aria sliders: arrow keys, Page Up/Down,
 * Home and End.
 */
export function JamTrackPlayer({
  jamTrack,
  selection,
  onSelectionChange,
  src,
  onDownload,
  scheduler = browserScheduler,
  isAudioPending = false,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: JamTrackPlayerProps) {
  const t = useUIMessages();
  const trackLabel = useTrackLabel();
  const { direction } = useLocale();
  const playerId = useId();
  const audioRef = useRef<HTMLAudioElement>(null);
  const seekAreaRef = useRef<HTMLDivElement>(null);
  const [isPlaying, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [dragPosition, setDragPosition] = useState<number | null>(null);
  const [volume, setVolume] = useState(AUDIO_START_VOLUME);
  const [hasError, setError] = useState(false);
  const [pointerTime, setPointerTime] = useState<number | null>(null);

  const { refs, floatingStyles } = useFloating({
    open: pointerTime !== null,
    placement: 'top',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), shift({ padding: 8 })],
  });

  // A new source starts from its beginning. A server-rendered <audio> may have loaded its
  // metadata before React listened (hydration): read what it already knows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the source changes
  useEffect(() => {
    setPosition(0);
    setDragPosition(null);
    setError(false);
    const audio = audioRef.current;
    const known = audio && audio.readyState >= 1 ? audio.duration : 0;
    setDuration(Number.isFinite(known) && known > 0 ? known : 0);
  }, [src]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  // Part 2 §9 "progress display refreshes every 500 ms", while playing.
  useEffect(() => {
    if (!isPlaying) return;
    let cancel = () => {};
    const refresh = () => {
      setPosition(audioRef.current?.currentTime ?? 0);
      cancel = scheduler.setTimeout(refresh, PLAYER_PROGRESS_INTERVAL_MS);
    };
    cancel = scheduler.setTimeout(refresh, PLAYER_PROGRESS_INTERVAL_MS);
    return () => cancel();
  }, [isPlaying, scheduler]);

  useEffect(() => () => stoppedPlaying(playerId), [playerId]);

  const togglePlay = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      // A refused start (no audio, autoplay rules) shows the error instead of failing silently.
      audio.play()?.catch?.(() => setError(true));
    } else {
      audio.pause();
    }
  };

  const readDuration = () => {
    const value = audioRef.current?.duration ?? 0;
    setDuration(Number.isFinite(value) && value > 0 ? value : 0);
  };

  const timeAtPointer = (event: ReactPointerEvent<HTMLDivElement>) => {
    const track = seekAreaRef.current?.querySelector<HTMLElement>(`.${sliderStyles.track}`);
    if (!track || duration <= 0) return;
    const rect = track.getBoundingClientRect();
    if (rect.width <= 0) return;
    const fromStart = direction === 'rtl' ? rect.right - event.clientX : event.clientX - rect.left;
    const fraction = Math.min(1, Math.max(0, fromStart / rect.width));
    const x = event.clientX;
    const anchor: VirtualElement = {
      getBoundingClientRect: () => {
        const top = track.getBoundingClientRect().top;
        return { x, y: top, left: x, right: x, top, bottom: top, width: 0, height: 0 };
      },
    };
    refs.setPositionReference(anchor);
    setPointerTime(fraction * duration);
  };

  const mixdowns = eligibleMixdowns(jamTrack);
  const stems = eligibleStems(jamTrack);
  const options = [
    { id: 'master', label: t('ui.jamTrackPlayer.masterMix') },
    ...mixdowns.map((mix) => ({
      id: `mixdown:${mix.id}`,
      label: t('ui.jamTrackPlayer.customMixOption', { name: mix.name }),
    })),
    ...stems.map((track) => ({
      id: `stem:${track.id}`,
      label: t('ui.jamTrackPlayer.stemOption', { name: trackLabel(track) }),
    })),
  ];
  const shownPosition = dragPosition ?? position;
  const canSeek = duration > 0;

  return (
    <section
      {...props}
      aria-label={
        ariaLabel ??
        (ariaLabelledBy ? undefined : t('ui.jamTrackPlayer.label', { name: jamTrack.name }))
      }
      aria-labelledby={ariaLabelledBy}
      className={cx(styles.jamTrackPlayer, className)}
    >
      <Select
        label={t('ui.jamTrackPlayer.source')}
        items={options}
        selectedKey={selectionKey(selection)}
        onSelectionChange={(key) => {
          if (key !== null && key !== selectionKey(selection)) {
            onSelectionChange(selectionOfKey(String(key)));
          }
        }}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
      {isAudioPending && (
        <p role="status" className={styles.pending}>
          <Spinner size="small" />
          {t('ui.jamTrackPlayer.audioPending')}
        </p>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: music without words; the stems have no captions */}
      <audio
        ref={audioRef}
        src={(isAudioPending ? null : src) ?? undefined}
        preload="metadata"
        onLoadedMetadata={readDuration}
        onDurationChange={readDuration}
        onPlay={() => {
          const audio = audioRef.current;
          if (audio) startedPlaying(playerId, audio);
          setPlaying(true);
          setError(false);
        }}
        onPause={() => {
          stoppedPlaying(playerId);
          setPlaying(false);
          setPosition(audioRef.current?.currentTime ?? 0);
        }}
        onEnded={() => {
          stoppedPlaying(playerId);
          setPlaying(false);
        }}
        onSeeked={() => setPosition(audioRef.current?.currentTime ?? 0)}
        onError={() => setError(true)}
      />
      <div className={styles.transport}>
        <Button
          className={styles.play}
          onPress={togglePlay}
          isDisabled={!src || isAudioPending}
          aria-label={isPlaying ? t('ui.jamTrackPlayer.pause') : t('ui.jamTrackPlayer.play')}
        >
          {isPlaying ? <PauseIcon /> : <PlayIcon />}
        </Button>
        <div
          ref={seekAreaRef}
          className={styles.seek}
          onPointerMove={timeAtPointer}
          onPointerLeave={() => setPointerTime(null)}
        >
          <Slider
            className={styles.seekSlider}
            aria-label={t('ui.jamTrackPlayer.seek')}
            showValueLabel={false}
            minValue={0}
            maxValue={canSeek ? duration : 1}
            step={1}
            value={canSeek ? Math.min(shownPosition, duration) : 0}
            isDisabled={!canSeek || isAudioPending}
            formatOptions={{ style: 'unit', unit: 'second', maximumFractionDigits: 0 }}
            onChange={(value) => setDragPosition(value)}
            onChangeEnd={(value) => {
              if (audioRef.current) audioRef.current.currentTime = value;
              setPosition(value);
              setDragPosition(null);
            }}
          />
          {pointerTime !== null && (
            // Pointer-only help: the slider itself tells screen readers the position.
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              className={styles.timeTooltip}
              aria-hidden="true"
              data-testid="seek-time-tooltip"
            >
              {formatPlayerTime(pointerTime)}
            </div>
          )}
        </div>
        <span className={styles.time} dir="ltr">
          {formatPlayerTime(shownPosition)} / {formatPlayerTime(duration)}
        </span>
      </div>
      <div className={styles.secondary}>
        <Slider
          className={styles.volume}
          label={t('ui.jamTrackPlayer.volume')}
          minValue={0}
          maxValue={1}
          step={0.05}
          value={volume}
          formatOptions={{ style: 'percent' }}
          onChange={setVolume}
        />
        {onDownload && (
          <Button variant="secondary" onPress={onDownload}>
            {t('ui.jamTrackPlayer.download')}
          </Button>
        )}
      </div>
      {hasError && !isAudioPending && (
        <Alert tone="error">{t('ui.jamTrackPlayer.audioError')}</Alert>
      )}
    </section>
  );
}
