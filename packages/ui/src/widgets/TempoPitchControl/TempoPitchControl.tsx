import {
  clampPitch,
  clampTempo,
  resultingBpm,
  STUDIO_PITCH_MAX,
  STUDIO_PITCH_MIN,
  STUDIO_TEMPO_MAX,
  STUDIO_TEMPO_MIN,
  TEMPO_OPTIONS,
  transposedKey,
} from '@backline/domain';
import type { HTMLAttributes } from 'react';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { Slider } from '../../components/Slider/Slider';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './TempoPitchControl.css';

/** The spec's tempo options (part 2 §9) that fall inside the studio's live range, as marks. */
const TEMPO_MARKS = TEMPO_OPTIONS.map((option) => option.speed)
  .filter((speed) => speed >= STUDIO_TEMPO_MIN && speed <= STUDIO_TEMPO_MAX)
  .sort((a, b) => a - b);

export interface TempoPitchControlProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Tempo as a multiplier, 0.5–1.5 (1 = the song's own). */
  tempo: number;
  /** Pitch shift in semitones, −12…+12. */
  pitch: number;
  /** The song's BPM, when the catalogue knows it. */
  songBpm: number | null;
  /** The song's key ("E minor"), when the catalogue knows it. */
  songKey: string | null;
  onTempoChange: (tempo: number) => void;
  onPitchChange: (semitones: number) => void;
}

/**
 * Live tempo (50–150 %, the spec's tempo options marked on the track) and pitch (−12…+12
 * semitones) for the studio, with the song's BPM and key and the ones heard.
 */
export function TempoPitchControl({
  tempo,
  pitch,
  songBpm,
  songKey,
  onTempoChange,
  onPitchChange,
  className,
  ...props
}: TempoPitchControlProps) {
  const t = useUIMessages();
  const span = STUDIO_TEMPO_MAX - STUDIO_TEMPO_MIN;
  const describe = (bpm: number | null, key: string | null) =>
    [bpm === null ? null : t('ui.tempoPitch.bpm', { bpm }), key].filter(Boolean).join(' · ');
  const song = describe(songBpm, songKey);
  const heard = describe(
    songBpm === null ? null : resultingBpm(songBpm, tempo),
    songKey === null ? null : transposedKey(songKey, pitch),
  );
  const isOriginal = clampTempo(tempo) === 1 && clampPitch(pitch) === 0;

  return (
    <section
      {...props}
      aria-label={t('ui.tempoPitch.label')}
      className={cx(styles.tempoPitchControl, className)}
    >
      <div className={styles.tempo}>
        <Slider
          label={t('ui.tempoPitch.tempo')}
          minValue={STUDIO_TEMPO_MIN}
          maxValue={STUDIO_TEMPO_MAX}
          step={0.01}
          value={clampTempo(tempo)}
          formatOptions={{ style: 'percent' }}
          onChange={(value) => onTempoChange(clampTempo(value))}
        />
        <div className={styles.marks} aria-hidden="true" data-testid="tempo-marks">
          {TEMPO_MARKS.map((speed) => (
            <span
              key={speed}
              className={cx(styles.mark, speed === 1 && styles.markOriginal)}
              style={{ insetInlineStart: `${((speed - STUDIO_TEMPO_MIN) / span) * 100}%` }}
            />
          ))}
        </div>
      </div>
      <Slider
        label={t('ui.tempoPitch.pitch')}
        minValue={STUDIO_PITCH_MIN}
        maxValue={STUDIO_PITCH_MAX}
        step={1}
        value={clampPitch(pitch)}
        formatOptions={{ signDisplay: 'exceptZero' }}
        onChange={(value) => onPitchChange(clampPitch(value))}
      />
      {(song || heard) && (
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>{t('ui.tempoPitch.song')}</dt>
            <dd className={styles.value}>{song}</dd>
          </div>
          <div>
            <dt className={styles.term}>{t('ui.tempoPitch.playing')}</dt>
            <dd className={styles.value} data-testid="tempo-pitch-heard">
              {heard}
            </dd>
          </div>
        </dl>
      )}
      <Button
        variant="secondary"
        size="small"
        className={styles.reset}
        isDisabled={isOriginal}
        onPress={() => {
          onTempoChange(1);
          onPitchChange(0);
        }}
      >
        {t('ui.tempoPitch.reset')}
      </Button>
    </section>
  );
}
