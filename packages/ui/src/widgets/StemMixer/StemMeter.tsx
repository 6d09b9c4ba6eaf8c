import { useCallback, useSyncExternalStore } from 'react';
import { Meter } from 'react-aria-components';
import { cx } from '../../components/private/cx';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './StemMixer.css';

/**
 * Levels that change every animation frame while a song plays, read by each meter for itself:
 * the mixer's faders and toggles do not re-render as the levels move.
 */
export interface StemLevelSource {
  /** Calls `onChange` whenever the levels may have changed; answers the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** Each stem's current level, 0…1, by stem id (absent = silent). */
  levels(): Readonly<Record<string, number>>;
}

const noSource = () => () => {};

/** A level drawn in whole percent: a meter re-renders only when its bar visibly moves. */
const shown = (level: number | undefined) => Math.round(Math.min(1, Math.max(0, level ?? 0)) * 100);

interface StemMeterProps {
  stemId: string;
  name: string;
  isSilent: boolean;
  /** The level when no source is given, 0…1. */
  level: number;
  source?: StemLevelSource;
}

/** One stem's level meter. */
export function StemMeter({ stemId, name, isSilent, level, source }: StemMeterProps) {
  const t = useUIMessages();
  const read = useCallback(
    () => (source ? shown(source.levels()[stemId]) : shown(level)),
    [source, stemId, level],
  );
  const percent = useSyncExternalStore(source?.subscribe ?? noSource, read, read);
  return (
    <Meter
      aria-label={t('ui.stemMixer.level', { stem: name })}
      value={percent / 100}
      minValue={0}
      maxValue={1}
      className={styles.meter}
    >
      {({ percentage }) => (
        <span
          className={cx(styles.meterFill, isSilent && styles.meterFillSilent)}
          style={{ inlineSize: `${percentage}%` }}
        />
      )}
    </Meter>
  );
}
