import { formatPlayerTime, type LoopRegion, normaliseLoop } from '@backline/domain';
import {
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  useId,
  useMemo,
  useRef,
} from 'react';
import { useLocale } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './StudioWaveform.css';
import { type StudioSectionMarker, useSectionName } from './studioSectionName';
import { type StudioPeaks, waveformPath } from './waveformPath';

/** Columns the overview is drawn with: finer than a phone's pixels, far fewer than 2048 buckets. */
const COLUMNS = 512;
/** A press that moves less than this (px) is a click that seeks, not a drag that sets a loop. */
const DRAG_THRESHOLD = 4;

export interface StudioWaveformProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Peaks of one track (the mix) or of every stem (drawn as their envelope). */
  peaks: readonly StudioPeaks[];
  /** The song's length in seconds. */
  duration: number;
  /** The playhead, seconds. */
  position: number;
  /** The A–B loop, or null. */
  loop: LoopRegion | null;
  /** Whether the loop plays (an inactive loop is drawn faded). @default true */
  loopEnabled?: boolean;
  /** The song's sections (intro, verse, chorus…); each becomes a marker and a button. @default [] */
  sections?: readonly StudioSectionMarker[];
  /** Seconds one arrow key moves the playhead (Page Up/Down move six times as far). @default 5 */
  seekStep?: number;
  /** A click on the waveform or a key moved the playhead. */
  onSeek: (seconds: number) => void;
  /** A drag, `[`, `]` or a section set the loop (already ordered and held inside the song). */
  onLoopChange: (loop: LoopRegion) => void;
}

const percent = (seconds: number, duration: number) =>
  `${duration > 0 ? (Math.min(duration, Math.max(0, seconds)) / duration) * 100 : 0}%`;

/**
 * The studio's overview of the song: the waveform from the server's peaks, the
 * playhead, the loop region and the section markers. One focusable slider: arrows seek, `[` and
 * `]` set the loop points at the playhead; a drag sets the loop, a click seeks; a section's
 * button loops it. Time reads as m:ss.
 */
export function StudioWaveform({
  peaks,
  duration,
  position,
  loop,
  loopEnabled = true,
  sections = [],
  seekStep = 5,
  onSeek,
  onLoopChange,
  className,
  ...props
}: StudioWaveformProps) {
  const t = useUIMessages();
  const sectionName = useSectionName();
  const { direction } = useLocale();
  const helpId = useId();
  const path = useMemo(() => waveformPath(peaks, COLUMNS), [peaks]);
  const drag = useRef<{ from: number; x: number; moved: boolean } | null>(null);

  const clampTime = (seconds: number) => Math.min(duration, Math.max(0, seconds));
  const timeAt = (element: HTMLElement, clientX: number) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 0) return 0;
    const fraction = Math.min(1, Math.max(0, (clientX - box.left) / box.width));
    return (direction === 'rtl' ? 1 - fraction : fraction) * duration;
  };
  const setLoop = (a: number, b: number) => {
    const next = normaliseLoop(a, b, duration);
    if (next) onLoopChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: seekStep,
      ArrowUp: seekStep,
      [backward]: -seekStep,
      ArrowDown: -seekStep,
      PageUp: seekStep * 6,
      PageDown: -seekStep * 6,
    };
    if (event.key in moves) onSeek(clampTime(position + (moves[event.key] ?? 0)));
    else if (event.key === 'Home') onSeek(0);
    else if (event.key === 'End') onSeek(duration);
    else if (event.key === '[')
      setLoop(position, loop && loop.end > position ? loop.end : duration);
    else if (event.key === ']') setLoop(loop && loop.start < position ? loop.start : 0, position);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      from: timeAt(event.currentTarget, event.clientX),
      x: event.clientX,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    if (!current.moved && Math.abs(event.clientX - current.x) < DRAG_THRESHOLD) return;
    current.moved = true;
    setLoop(current.from, timeAt(event.currentTarget, event.clientX));
  };
  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (current && !current.moved) onSeek(clampTime(current.from));
  };

  const time = formatPlayerTime;
  const valueText =
    loop && loopEnabled
      ? t('ui.studioWaveform.positionInLoop', {
          position: time(position),
          duration: time(duration),
          start: time(loop.start),
          end: time(loop.end),
        })
      : t('ui.studioWaveform.position', { position: time(position), duration: time(duration) });

  return (
    <section
      {...props}
      aria-label={t('ui.studioWaveform.label')}
      className={cx(styles.studioWaveform, className)}
    >
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('ui.studioWaveform.label')}
        aria-describedby={helpId}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(position)}
        aria-valuetext={valueText}
        className={styles.overview}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        <svg
          className={styles.wave}
          viewBox={`0 0 ${COLUMNS} 2`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <path d={path} className={styles.wavePath} />
        </svg>
        {sections.map((section) => (
          <span
            key={`${section.kind}-${section.start}`}
            aria-hidden="true"
            className={styles.marker}
            style={{ insetInlineStart: percent(section.start, duration) }}
          >
            <span className={styles.markerLabel}>{sectionName(section)}</span>
          </span>
        ))}
        {loop && (
          <span
            aria-hidden="true"
            data-testid="studio-loop-region"
            className={cx(styles.loopRegion, !loopEnabled && styles.loopRegionOff)}
            style={{
              insetInlineStart: percent(loop.start, duration),
              inlineSize: percent(loop.end - loop.start, duration),
            }}
          />
        )}
        <span
          aria-hidden="true"
          data-testid="studio-playhead"
          className={styles.playhead}
          style={{ insetInlineStart: percent(position, duration) }}
        />
      </div>
      <p id={helpId} className={styles.help}>
        {t('ui.studioWaveform.help')}
      </p>
      {sections.length > 0 && (
        <ul aria-label={t('ui.studioWaveform.sections')} className={styles.sections}>
          {sections.map((section) => (
            <li key={`${section.kind}-${section.start}`}>
              <Button
                size="small"
                variant="secondary"
                aria-label={t('ui.studioWaveform.loopSection', {
                  section: sectionName(section),
                  start: time(section.start),
                  end: time(section.end),
                })}
                onPress={() => setLoop(section.start, section.end)}
              >
                {sectionName(section)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
