import { effectiveStemGains } from '@backline/domain';
import type { HTMLAttributes } from 'react';
import { cx } from '../../components/private/cx';
import { useInstrumentName } from '../../i18n/useInstrumentName';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { StemLevelSource } from './StemMeter';
import * as styles from './StemMixer.css';
import { type StemMixerStem, StemStrip } from './StemStrip';

export type { StemLevelSource } from './StemMeter';
export type { StemMixerStem } from './StemStrip';

export interface StemMixerProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onVolumeChange'> {
  stems: readonly StemMixerStem[];
  /** Each stem's current level for its meter, 0…1, by stem id (absent = silent). @default {} */
  levels?: Readonly<Record<string, number>>;
  /**
   * Live levels each meter reads for itself (while a song plays they change every frame): used
   * instead of `levels`, so the faders and toggles re-render only when a stem's setting changes.
   */
  levelSource?: StemLevelSource;
  onVolumeChange: (stemId: string, volume: number) => void;
  onMutedChange: (stemId: string, muted: boolean) => void;
  onSoloedChange: (stemId: string, soloed: boolean) => void;
}

/**
 * The studio's mixer: per stem a volume fader, Mute and Solo toggles and a small level
 * meter, named for its instrument. A stem silenced by another's solo (or its mute) is drawn faded,
 * by the domain's rule (effectiveStemGains: solo wins over mute).
 */
export function StemMixer({
  stems,
  levels = {},
  levelSource,
  onVolumeChange,
  onMutedChange,
  onSoloedChange,
  className,
  ...props
}: StemMixerProps) {
  const t = useUIMessages();
  const instrumentName = useInstrumentName();
  const gains = effectiveStemGains(stems);
  return (
    <section
      {...props}
      aria-label={t('ui.stemMixer.label')}
      className={cx(styles.stemMixer, className)}
    >
      <ul className={styles.strips}>
        {stems.map((stem) => (
          <StemStrip
            key={stem.id}
            stem={stem}
            name={
              stem.isClick
                ? t('ui.jamTrackPlayer.click')
                : stem.instrumentId
                  ? instrumentName(stem.instrumentId, stem.name)
                  : stem.name
            }
            isSilent={gains[stem.id] === 0}
            level={levels[stem.id] ?? 0}
            levelSource={levelSource}
            onVolumeChange={(volume) => onVolumeChange(stem.id, volume)}
            onMutedChange={(muted) => onMutedChange(stem.id, muted)}
            onSoloedChange={(soloed) => onSoloedChange(stem.id, soloed)}
          />
        ))}
      </ul>
    </section>
  );
}
