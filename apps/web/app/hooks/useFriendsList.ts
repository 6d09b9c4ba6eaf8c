import {
  type FriendsResponse,
  type FriendsSort,
  inIdOrder,
  PEOPLE_PAGE_SIZE,
  type Person,
  removeFromFriendsList,
  sortFriends,
} from '@backline/domain';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { loadPeopleByIds, peoplePaths } from '../api/people';

type PageKey = readonly ['friends-people', string];

/**
 * My Friends (part 1 §2, §4): the friends' ids with what they sort by (GET …/friends), sorted
 * by the chosen Sort By (domain `sortFriends`), then loaded as people 20 at a time
 * (POST …/filter_by_ids) and shown in that order, whatever order they come back in.
 */
export function useFriendsList(
  me: string,
  initial?: { friends: FriendsResponse; firstPage: Person[]; sort: FriendsSort },
) {
  const [sort, setSort] = useState<FriendsSort>(initial?.sort ?? 'online');
  const friends = useSWR<FriendsResponse>(peoplePaths.friends(me), {
    fallbackData: initial?.friends,
    revalidateOnMount: initial === undefined,
  });
  const sortedIds = useMemo(
    () => sortFriends(friends.data?.friends ?? [], sort).map((friend) => friend.id),
    [friends.data, sort],
  );
  const getKey = useCallback(
    (index: number): PageKey | null => {
      const ids = sortedIds.slice(index * PEOPLE_PAGE_SIZE, (index + 1) * PEOPLE_PAGE_SIZE);
      return ids.length === 0 ? null : ['friends-people', ids.join(',')];
    },
    [sortedIds],
  );
  const firstKey = getKey(0);
  const fromLoader =
    initial &&
    initial.sort === sort &&
    firstKey?.[1] === initial.firstPage.map((p) => p.id).join(',');
  const pages = useSWRInfinite<Person[], unknown, typeof getKey>(
    getKey,
    ([, key]: PageKey) => {
      const ids = key.split(',');
      return loadPeopleByIds(me, ids).then((answer) => inIdOrder(ids, answer.musicians));
    },
    {
      fallbackData: fromLoader ? [initial.firstPage] : undefined,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
    },
  );
  const people = useMemo(() => (pages.data ?? []).flat(), [pages.data]);
  const loadedAll = people.length >= sortedIds.length;

  return {
    sort,
    setSort,
    people,
    isLoading:
      friends.isLoading || (sortedIds.length > 0 && pages.isLoading && people.length === 0),
    error: (friends.error ?? pages.error) as unknown,
    hasMore: !loadedAll,
    isLoadingMore: pages.isValidating && pages.size > (pages.data?.length ?? 0),
    loadMore: () => {
      if (!loadedAll && !pages.isValidating) void pages.setSize(pages.size + 1);
    },
    retry: () => {
      void friends.mutate();
      void pages.mutate();
    },
    /** A confirmed removal takes the person off the list at once (part 1 §4). */
    removed: (friendId: string) => {
      void friends.mutate(
        (current) => current && { friends: removeFromFriendsList(current.friends, friendId) },
        { revalidate: false },
      );
      void pages.mutate(
        (current) => current?.map((page) => removeFromFriendsList(page, friendId)),
        { revalidate: false },
      );
    },
    updatePerson: (id: string, change: Partial<Person>) =>
      pages.mutate(
        (current) =>
          current?.map((page) => page.map((p) => (p.id === id ? { ...p, ...change } : p))),
        { revalidate: false },
      ),
  };
}
