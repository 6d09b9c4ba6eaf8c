import {
  instrumentListDisplay,
  instrumentsByPriority,
  type PersonInstrument,
} from '@backline/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { useInstrumentName } from '../../i18n/useInstrumentName';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './PersonCard.css';

export interface PersonInstrumentsProps {
  /** The person's instruments; shown in their priority order. */
  instruments: readonly PersonInstrument[];
  /** Adds each instrument's proficiency ("Expert"), as the profile panel shows it. @default false */
  showProficiency?: boolean;
  /** A class for the outer element. */
  className?: string;
}

/**
 * A person's instruments: the first 4 (part 1 §9, `instrumentListDisplay`), then "More", which
 * shows the rest in place (and "Less" folds them again).
 */
export function PersonInstruments({
  instruments,
  showProficiency = false,
  className,
}: PersonInstrumentsProps) {
  const t = useUIMessages();
  const instrumentName = useInstrumentName();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const ordered = instrumentsByPriority(instruments);
  const display = instrumentListDisplay(ordered);
  const shown = expanded ? ordered : display.shown;
  if (ordered.length === 0) return null;
  return (
    <div className={cx(styles.instruments, className)}>
      <ul id={listId} className={styles.chips} aria-label={t('ui.person.instruments')}>
        {shown.map((instrument) => (
          <li key={instrument.instrument_id} className={styles.chip}>
            {instrumentName(instrument.instrument_id, instrument.description)}
            {showProficiency && (
              <span className={styles.proficiency}>
                {' · '}
                {t(`ui.profile.proficiency.${instrument.proficiency_level}`)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {display.showMore && (
        <Button
          variant="quiet"
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={
            expanded ? undefined : t('ui.person.moreInstruments', { count: display.hiddenCount })
          }
          onPress={() => setExpanded((value) => !value)}
        >
          {expanded ? t('ui.person.less') : t('ui.display.more')}
        </Button>
      )}
    </div>
  );
}
