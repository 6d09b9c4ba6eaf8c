import {
  instrumentListDisplay,
  instrumentsByPriority,
  type Person,
  type PersonInstrument,
  shortenName,
} from '@backline/domain';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { cx } from '../../components/private/cx';
import {
  ResponsiveCollection,
  type ResponsiveCollectionColumn,
  type ResponsiveCollectionLayout,
} from '../../components/ResponsiveCollection/ResponsiveCollection';
import { useInstrumentName } from '../../i18n/useInstrumentName';
import { useUIMessages } from '../../i18n/useUIMessages';
import { LoadFailedAlert } from '../private/LoadFailedAlert';
import * as styles from './OnlineMusicians.css';

/** What the table needs of a musician in the lobby (GET /api/users/lobby). */
export type OnlineMusician = Pick<Person, 'id' | 'name' | 'photo_url'> &
  Partial<Pick<Person, 'v2_photo_uploaded' | 'v2_photo_url' | 'instruments' | 'location'>>;

export interface OnlineMusiciansProps {
  /** The musicians online in the lobby, as GET /api/users/lobby answers them (polled every 20 s). */
  musicians: readonly OnlineMusician[];
  /** Names the table for screen readers. @default "Online musicians" (ui.onlineMusicians.label) */
  'aria-label'?: string;
  /** The first load is running: a spinner. @default false */
  isLoading?: boolean;
  /** The list failed to load: an error instead of the table. @default false */
  hasError?: boolean;
  /** Shows "Try again" with the error. */
  onRetry?: () => void;
  /** Called with a musician's id when their row is activated: open their profile panel. */
  onOpenMusician?: (id: string) => void;
  /** `auto`: a table from sm (576 px) up, cards below; `table` or `cards` forces one. @default 'auto' */
  layout?: ResponsiveCollectionLayout;
  /** A class for the outer element. */
  className?: string;
}

/** A musician's instruments in priority order: 4, then "More" for the rest (part 1 §9). */
function Instruments({ instruments }: { instruments: readonly PersonInstrument[] }) {
  const t = useUIMessages();
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const ordered = instrumentsByPriority(instruments);
  const display = instrumentListDisplay(ordered);
  const instrumentName = useInstrumentName();
  const names = (expanded ? ordered : display.shown).map((instrument) =>
    instrumentName(instrument.instrument_id, instrument.description),
  );
  if (names.length === 0) return null;
  return (
    <span className={styles.instruments}>
      <span>{intl.formatList(names, { type: 'unit' })}</span>
      {display.showMore && !expanded && (
        <Button variant="quiet" size="small" onPress={() => setExpanded(true)}>
          {t('ui.onlineMusicians.more')}
        </Button>
      )}
    </span>
  );
}

function MusicianName({ musician }: { musician: OnlineMusician }) {
  const shortName = shortenName(musician.name);
  return (
    <span className={styles.musician}>
      <Avatar person={musician} size="small" isDecorative />
      <span title={shortName === musician.name ? undefined : musician.name}>{shortName}</span>
    </span>
  );
}

/**
 * The lobby's online-musicians table (part 1 §2 Sessions lobby): each musician's avatar, name,
 * instruments and location; a table on wide screens, cards on narrow ones.
 */
export function OnlineMusicians({
  musicians,
  'aria-label': ariaLabel,
  isLoading = false,
  hasError = false,
  onRetry,
  onOpenMusician,
  layout = 'auto',
  className,
}: OnlineMusiciansProps) {
  const t = useUIMessages();
  if (hasError) {
    return (
      <LoadFailedAlert
        message={t('ui.onlineMusicians.loadFailed')}
        retryLabel={t('ui.sessions.retry')}
        onRetry={onRetry}
        className={className}
      />
    );
  }
  const columns: ResponsiveCollectionColumn<OnlineMusician>[] = [
    {
      id: 'musician',
      name: t('ui.onlineMusicians.musician'),
      isRowHeader: true,
      cell: (musician) => <MusicianName musician={musician} />,
    },
    {
      id: 'instruments',
      name: t('ui.onlineMusicians.instruments'),
      cell: (musician) => <Instruments instruments={musician.instruments ?? []} />,
    },
    {
      id: 'location',
      name: t('ui.onlineMusicians.location'),
      cell: (musician) => musician.location ?? '',
    },
  ];
  return (
    <ResponsiveCollection
      className={cx(styles.onlineMusicians, className)}
      aria-label={ariaLabel ?? t('ui.onlineMusicians.label')}
      items={musicians}
      columns={columns}
      layout={layout}
      isLoading={isLoading}
      emptyState={t('ui.onlineMusicians.empty')}
      onRowAction={onOpenMusician ? (key: Key) => onOpenMusician(String(key)) : undefined}
      positionLabel={(index, total) => t('ui.onlineMusicians.position', { index, total })}
      renderCard={(musician) => (
        <Card as="article" elevation="raised" className={styles.card}>
          <MusicianName musician={musician} />
          <Instruments instruments={musician.instruments ?? []} />
          {musician.location && <span className={styles.location}>{musician.location}</span>}
          {onOpenMusician && (
            <Button
              variant="secondary"
              size="small"
              onPress={() => onOpenMusician(musician.id)}
              aria-label={t('ui.onlineMusicians.viewProfileOf', { name: musician.name })}
            >
              {t('ui.onlineMusicians.viewProfile')}
            </Button>
          )}
        </Card>
      )}
    />
  );
}
