import {
  FRIENDS_SORT_OPTIONS,
  type FriendsResponse,
  type FriendsSort,
  type Person,
} from '@backline/domain';
import { PeopleTable, Select, SelectItem } from '@backline/ui';
import { useCallback, useEffect } from 'react';
import { useFriendActions } from '../../hooks/useFriendActions';
import { useFriendsList } from '../../hooks/useFriendsList';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { usePeopleOverlays } from './PeopleOverlays';
import * as styles from './people.css';

export interface MyFriendsPageProps {
  me: string;
  initial: { friends: FriendsResponse; firstPage: Person[]; sort: FriendsSort } | null;
}

/**
 * My Friends (part 1 §2): Sort By online / alphabetical / last_active, the friends as a table
 * or swipe cards, removal after the confirmation dialog, "No Records!".
 */
export function MyFriendsPage({ me, initial }: MyFriendsPageProps) {
  const t = useT();
  const list = useFriendsList(me, initial ?? undefined);
  const overlays = usePeopleOverlays();
  const { updatePerson, removed } = list;
  const onFriendChange = useCallback(
    (person: Person, change: Pick<Person, 'is_friend' | 'pending_friend_request'>) => {
      if (!change.is_friend && !change.pending_friend_request) removed(person.id);
      else void updatePerson(person.id, change);
    },
    [removed, updatePerson],
  );
  const friendActions = useFriendActions(me, onFriendChange);
  useEffect(() => overlays.watchPeople(onFriendChange), [overlays, onFriendChange]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('friends.heading')}</h1>
        <Select
          label={t('friends.sortBy')}
          selectedKey={list.sort}
          onSelectionChange={(key) => list.setSort(key as FriendsSort)}
        >
          {FRIENDS_SORT_OPTIONS.map((option) => (
            <SelectItem key={option} id={option}>
              {t(`friends.sort.${option}` as MessageId)}
            </SelectItem>
          ))}
        </Select>
      </header>
      <PeopleTable
        aria-label={t('friends.heading')}
        people={list.people}
        isLoading={list.isLoading}
        hasError={Boolean(list.error)}
        onRetry={list.retry}
        {...(list.hasMore ? { onLoadMore: list.loadMore } : {})}
        isLoadingMore={list.isLoadingMore}
        onOpenDetails={overlays.openDetails}
        onMessage={overlays.openMessage}
        onSendFriendRequest={(person) => void friendActions.sendRequest(person)}
        onRemoveFriend={(person) => void friendActions.remove(person)}
        friendActionPendingIds={friendActions.pendingIds}
        currentUserId={me}
      />
    </div>
  );
}
