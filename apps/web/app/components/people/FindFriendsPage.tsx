import type {
  Genre,
  Instrument,
  PeopleFilter,
  PeopleFilterResponse,
  Person,
} from '@backline/domain';
import { Alert, Button, PeopleTable } from '@backline/ui';
import { Link } from '@remix-run/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { API_PATHS } from '../../api/types';
import { useFriendActions } from '../../hooks/useFriendActions';
import { usePeopleSearch } from '../../hooks/usePeopleSearch';
import { useT } from '../../i18n/useT';
import { usePeopleOverlays } from './PeopleOverlays';
import * as styles from './people.css';

// The filter modal never shows on first paint (it opens on "Filters"): its form, checkbox groups
// and selects load with the first press, and it stays mounted after that so closing animates.
const SearchFilterModal = lazy(() => import('./searchFilterModalChunk'));

export interface FindFriendsPageProps {
  me: string;
  /** The loader's first page of the default search (null when it could not load it). */
  initial: { filter: PeopleFilter; page: PeopleFilterResponse } | null;
}

/**
 * Find Friends (part 1 §2 People search): the filter modal (Update Search / Reset Filters), a
 * table on wide screens and swipe cards on narrow ones, the profile panel of the person chosen,
 * pages of 20 fetched ahead, the from_location retry and "No Records!".
 */
export function FindFriendsPage({ me, initial }: FindFriendsPageProps) {
  const t = useT();
  const search = usePeopleSearch(initial ?? undefined);
  const overlays = usePeopleOverlays();
  const [filterOpen, setFilterOpen] = useState(false);
  const [filterOpened, setFilterOpened] = useState(false);
  if (filterOpen && !filterOpened) setFilterOpened(true);
  // The filter's instruments and genres: public, cached lists, asked for when the modal opens.
  const instruments = useSWR<Instrument[]>(filterOpen ? API_PATHS.instruments : null);
  const genres = useSWR<Genre[]>(filterOpen ? API_PATHS.genres : null);
  const { updatePerson } = search;
  const onFriendChange = useCallback(
    (person: Person, change: Pick<Person, 'is_friend' | 'pending_friend_request'>) => {
      void updatePerson(person.id, change);
    },
    [updatePerson],
  );
  const friendActions = useFriendActions(me, onFriendChange);
  // The profile panel's friend button changes a person too: follow it in the list.
  useEffect(() => overlays.watchPeople(onFriendChange), [overlays, onFriendChange]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('people.heading')}</h1>
        <Button variant="secondary" onPress={() => setFilterOpen(true)}>
          {t('people.filters')}
        </Button>
      </header>
      {search.notice === 'nearby' && <Alert tone="info">{t('people.nearbyNotice')}</Alert>}
      {search.notice === 'placeUnknown' && (
        <Alert tone="info">
          {t('people.placeUnknownNotice')} <Link to="/profile">{t('people.addYourPlace')}</Link>
        </Alert>
      )}
      <PeopleTable
        people={search.people}
        isLoading={search.isLoading}
        hasError={Boolean(search.error)}
        onRetry={() => void search.retry()}
        {...(search.hasMore ? { onLoadMore: search.loadMore } : {})}
        isLoadingMore={search.isLoadingMore}
        onOpenDetails={overlays.openDetails}
        onMessage={overlays.openMessage}
        onSendFriendRequest={(person) => void friendActions.sendRequest(person)}
        onRemoveFriend={(person) => void friendActions.remove(person)}
        friendActionPendingIds={friendActions.pendingIds}
        currentUserId={me}
      />
      {filterOpened && (
        <Suspense fallback={null}>
          <SearchFilterModal
            isOpen={filterOpen}
            onOpenChange={setFilterOpen}
            value={search.filter}
            instruments={instruments.data ?? []}
            genres={genres.data ?? []}
            isLoadingReference={!instruments.data || !genres.data}
            onUpdate={(filter) => {
              search.search(filter);
              setFilterOpen(false);
            }}
            onReset={(filter) => {
              search.search(filter);
              setFilterOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
