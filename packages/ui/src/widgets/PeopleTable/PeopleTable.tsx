import {
  biographyPreview,
  friendshipStateOf,
  PEOPLE_PREFETCH_REMAINING,
  type Person,
  shortenName,
} from '@backline/domain';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../components/Alert/Alert';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import {
  ResponsiveCollection,
  type ResponsiveCollectionColumn,
  type ResponsiveCollectionLayout,
} from '../../components/ResponsiveCollection/ResponsiveCollection';
import { useUIMessages } from '../../i18n/useUIMessages';
import { FriendButton } from '../FriendButton/FriendButton';
import { LatencyBadge } from '../LatencyBadge/LatencyBadge';
import {
  type PersonActions,
  PersonCard,
  type PersonCardHeadingLevel,
} from '../PersonCard/PersonCard';
import { PersonInstruments } from '../PersonCard/PersonInstruments';
import { personPlace } from '../PersonCard/personPlace';
import * as styles from './PeopleTable.css';
import { PERSON_INDEX_ATTRIBUTE, usePrefetchNearEnd } from './usePrefetchNearEnd';

export interface PeopleTableProps extends PersonActions {
  /** The loaded people, in the order to show (pages appended; friends sorted by the app). */
  people: readonly Person[];
  /** Names the list for screen readers. @default "Musicians" (ui.peopleTable.label) */
  'aria-label'?: string;
  /** The first page is loading: a spinner instead of the empty state. @default false */
  isLoading?: boolean;
  /**
   * The last load failed: an error with "Try again" (`onRetry`) shows above what is loaded.
   * @default false
   */
  hasError?: boolean;
  /** Loads again after a failure. */
  onRetry?: () => void;
  /**
   * Loads the next page: pass it only while there is one (`nextPeopleOffset`). The table and the
   * cards call it as the person in view nears the end (the spec's prefetch, the domain's
   * `shouldPrefetchPeople`); "Load more" under the list stays for the keyboard and no script.
   */
  onLoadMore?: () => void;
  /** The next page is loading. @default false */
  isLoadingMore?: boolean;
  /** How many people exist in all, when known, for the cards' "Musician 3 of 20". */
  total?: number;
  /** What shows when nobody matched. @default "No Records!" */
  emptyState?: ReactNode;
  /** Ids of the people whose friend request or removal is in flight. */
  friendActionPendingIds?: Iterable<string>;
  /** The signed-in user's id: their own row has no friend or message buttons. */
  currentUserId?: string;
  /**
   * `auto`: a table from sm (576 px) up and swipe cards below (part 1 §2); `table` or `cards`
   * forces one. @default 'auto'
   */
  layout?: ResponsiveCollectionLayout;
  /** A class for the outer element. */
  className?: string;
  /**
   * The cards' name heading level: the lists sit right under the page's h1 (/friends,
   * /friends/my), so 2; an h3 there skipped a level (axe heading-order). @default 2
   */
  cardHeadingLevel?: PersonCardHeadingLevel;
}

/**
 * The people list of the musician finder and the friends list (part 1 §2): a table on wide
 * screens and swipe cards (PersonCard) on narrow ones, through ResponsiveCollection. Pressing a
 * row (or Enter on it) opens the profile panel.
 *
 * How to use, /friends: `<PeopleTable people={pages.flatMap(p => p.musicians)}
 * isLoading={!pages} hasError={!!error} onRetry={retry} onLoadMore={next ? loadMore : undefined}
 * onOpenDetails={openPanel} onMessage={openMessage} onSendFriendRequest={befriend}
 * onRemoveFriend={unfriend} friendActionPendingIds={inFlight} currentUserId={me.id} />`.
 * /friends/my: the same with the sorted friends (`sortFriends`) and `aria-label="My Friends"`.
 */
export function PeopleTable({
  people,
  'aria-label': ariaLabel,
  isLoading = false,
  hasError = false,
  onRetry,
  onLoadMore,
  isLoadingMore = false,
  total,
  emptyState,
  friendActionPendingIds,
  currentUserId,
  layout = 'auto',
  onOpenDetails,
  onMessage,
  onSendFriendRequest,
  onRemoveFriend,
  className,
  cardHeadingLevel = 2,
}: PeopleTableProps) {
  const t = useUIMessages();
  const { locale } = useIntl();
  const pending = useMemo(() => new Set(friendActionPendingIds ?? []), [friendActionPendingIds]);
  const indexOf = useMemo(
    () => new Map(people.map((person, index) => [person.id, index])),
    [people],
  );
  const prefetchRef = usePrefetchNearEnd<HTMLDivElement>(people.length, onLoadMore, isLoadingMore);
  const actions = { onOpenDetails, onMessage, onSendFriendRequest, onRemoveFriend };

  const columns: ResponsiveCollectionColumn<Person>[] = [
    {
      id: 'name',
      name: t('ui.peopleTable.musician'),
      isRowHeader: true,
      cell: (person) => {
        const place = personPlace(person, locale);
        return (
          <div
            className={styles.musician}
            {...{ [PERSON_INDEX_ATTRIBUTE]: indexOf.get(person.id) }}
          >
            <Avatar person={person} size="medium" isDecorative />
            <div className={styles.identity}>
              <span className={styles.name} title={person.name} dir="auto">
                {shortenName(person.name)}
              </span>
              {place && (
                <span className={styles.muted} dir="auto">
                  {place}
                </span>
              )}
              {person.online && <span className={styles.online}>{t('ui.person.online')}</span>}
            </div>
          </div>
        );
      },
    },
    {
      id: 'latency',
      name: t('ui.latencyBadge.label'),
      cell: (person) => <LatencyBadge latency={person.latency_data} />,
    },
    {
      id: 'instruments',
      name: t('ui.person.instruments'),
      cell: (person) => <PersonInstruments instruments={person.instruments} />,
    },
    {
      id: 'biography',
      name: t('ui.peopleTable.biography'),
      cell: (person) => {
        const biography = biographyPreview(person.biography);
        return (
          <p className={styles.biography}>
            <bdi>{biography.text}</bdi>
            {biography.showMore && onOpenDetails && (
              <>
                {' '}
                <Button
                  variant="quiet"
                  size="small"
                  className={styles.inlineMore}
                  aria-label={t('ui.person.moreAbout', { name: shortenName(person.name) })}
                  onPress={() => onOpenDetails(person)}
                >
                  {t('ui.display.more')}
                </Button>
              </>
            )}
          </p>
        );
      },
    },
    {
      id: 'actions',
      name: t('ui.peopleTable.actions'),
      cell: (person) => (
        <RowActions
          person={person}
          isSelf={person.id === currentUserId}
          isPending={pending.has(person.id)}
          {...actions}
        />
      ),
    },
  ];

  const noRecords = emptyState ?? t('ui.display.noRecords');
  const error = hasError && (
    <Alert tone="error">
      <span className={styles.errorText}>
        {t('ui.peopleTable.loadFailed')}
        {onRetry && (
          <Button variant="secondary" size="small" onPress={onRetry}>
            {t('ui.peopleTable.retry')}
          </Button>
        )}
      </span>
    </Alert>
  );

  return (
    <div ref={prefetchRef} className={className}>
      {error}
      {!(hasError && people.length === 0) && (
        <ResponsiveCollection
          aria-label={ariaLabel ?? t('ui.peopleTable.label')}
          items={people}
          columns={columns}
          layout={layout}
          isLoading={isLoading}
          emptyState={noRecords}
          onLoadMore={onLoadMore}
          isLoadingMore={isLoadingMore}
          // The cards ask at the domain's point too: fewer than PEOPLE_PREFETCH_REMAINING people
          // ahead is within PEOPLE_PREFETCH_REMAINING - 1 cards of the last (shouldPrefetchPeople).
          nearEndThreshold={PEOPLE_PREFETCH_REMAINING - 1}
          total={total}
          positionLabel={(position, count) =>
            t('ui.peopleTable.position', { position, total: count })
          }
          onRowAction={
            onOpenDetails &&
            ((key) => {
              const person = people.find((p) => p.id === key);
              if (person) onOpenDetails(person);
            })
          }
          renderCard={(person, index) => (
            <div className={styles.cardSlot} {...{ [PERSON_INDEX_ATTRIBUTE]: index }}>
              <PersonCard
                person={person}
                isSelf={person.id === currentUserId}
                isFriendActionPending={pending.has(person.id)}
                headingLevel={cardHeadingLevel}
                {...actions}
              />
            </div>
          )}
        />
      )}
    </div>
  );
}

function RowActions({
  person,
  isSelf,
  isPending,
  onOpenDetails,
  onMessage,
  onSendFriendRequest,
  onRemoveFriend,
}: PersonActions & { person: Person; isSelf: boolean; isPending: boolean }) {
  const t = useUIMessages();
  const name = shortenName(person.name);
  return (
    <div className={styles.actions}>
      {!isSelf && (onSendFriendRequest || onRemoveFriend) && (
        <FriendButton
          friendship={friendshipStateOf(person)}
          personName={person.name}
          isPending={isPending}
          onSendRequest={onSendFriendRequest && (() => onSendFriendRequest(person))}
          onRemove={onRemoveFriend && (() => onRemoveFriend(person))}
        />
      )}
      {!isSelf && onMessage && (
        <Button
          variant="secondary"
          size="small"
          aria-label={t('ui.person.messageName', { name })}
          onPress={() => onMessage(person)}
        >
          {t('ui.person.message')}
        </Button>
      )}
      {onOpenDetails && (
        <Button
          variant="quiet"
          size="small"
          aria-label={t('ui.person.viewProfileName', { name })}
          onPress={() => onOpenDetails(person)}
        >
          {t('ui.person.viewProfile')}
        </Button>
      )}
    </div>
  );
}
