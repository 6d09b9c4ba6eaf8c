import { ToggleButton } from 'react-aria-components';
import { cx } from '../../components/private/cx';
import { Slider } from '../../components/Slider/Slider';
import { useUIMessages } from '../../i18n/useUIMessages';
import { type StemLevelSource, StemMeter } from './StemMeter';
import * as styles from './StemMixer.css';

/** One stem of the studio's mixer. */
export interface StemMixerStem {
  id: string;
  /** The instrument's id in the reference data ("drums"), or null for the Click or an unknown part. */
  instrumentId: string | null;
  /** The name the API gave (the instrument's description, the part, or "Click"). */
  name: string;
  /** Whether the stem is the click track (named "Click" in the reader's language). @default false */
  isClick?: boolean;
  /** Fader position, 0…1. */
  volume: number;
  muted: boolean;
  soloed: boolean;
}

interface StemStripProps {
  stem: StemMixerStem;
  name: string;
  isSilent: boolean;
  level: number;
  levelSource?: StemLevelSource;
  onVolumeChange: (volume: number) => void;
  onMutedChange: (muted: boolean) => void;
  onSoloedChange: (soloed: boolean) => void;
}

/** One stem's row of the mixer: name and meter, fader, Mute and Solo. */
export function StemStrip({
  stem,
  name,
  isSilent,
  level,
  levelSource,
  onVolumeChange,
  onMutedChange,
  onSoloedChange,
}: StemStripProps) {
  const t = useUIMessages();
  return (
    <li className={styles.strip} data-silent={isSilent || undefined}>
      <span className={cx(styles.name, isSilent && styles.nameSilent)}>{name}</span>
      <StemMeter
        stemId={stem.id}
        name={name}
        isSilent={isSilent}
        level={level}
        source={levelSource}
      />
      <Slider
        aria-label={t('ui.stemMixer.volume', { stem: name })}
        className={styles.fader}
        minValue={0}
        maxValue={1}
        step={0.01}
        value={stem.volume}
        formatOptions={{ style: 'percent' }}
        onChange={onVolumeChange}
      />
      <div className={styles.toggles}>
        <ToggleButton
          className={styles.toggle}
          aria-label={t('ui.stemMixer.muteStem', { stem: name })}
          isSelected={stem.muted}
          onChange={onMutedChange}
        >
          {t('ui.stemMixer.mute')}
        </ToggleButton>
        <ToggleButton
          className={styles.toggle}
          aria-label={t('ui.stemMixer.soloStem', { stem: name })}
          isSelected={stem.soloed}
          onChange={onSoloedChange}
        >
          {t('ui.stemMixer.solo')}
        </ToggleButton>
      </div>
    </li>
  );
}
