import {
  appendUniqueById,
  defaultPeopleFilter,
  firstPeoplePageRequest,
  fromLocationRetry,
  nextPeopleOffset,
  PEOPLE_PAGE_SIZE,
  type PeopleFilter,
  type PeopleFilterResponse,
  type Person,
  peopleListNotice,
} from '@backline/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { searchPeople } from '../api/people';

type SearchKey = readonly ['people-search', string, number];

const fetchPage = ([, filter, offset]: SearchKey) =>
  searchPeople(JSON.parse(filter) as PeopleFilter, offset, PEOPLE_PAGE_SIZE);

/**
 * The musician finder's list (part 1 §4 People search): pages of 20 from offset 0, the next one
 * loaded by `loadMore` (PeopleTable calls it as the user nears the end), one retry with from_location when the first search
 * finds nobody, and reset to the default filters. `initial` is the loader's first page.
 */
export function usePeopleSearch(initial?: { filter: PeopleFilter; page: PeopleFilterResponse }) {
  const [filter, setFilter] = useState<PeopleFilter>(initial?.filter ?? defaultPeopleFilter());
  const [retried, setRetried] = useState(false);
  const filterKey = useMemo(() => JSON.stringify(filter), [filter]);
  const getKey = useCallback(
    (index: number, previous: PeopleFilterResponse | null): SearchKey | null => {
      if (index === 0) return ['people-search', filterKey, 0];
      if (!previous) return null;
      const next = nextPeopleOffset(previous);
      return next === null ? null : ['people-search', filterKey, next];
    },
    [filterKey],
  );
  const fromLoader = initial && JSON.stringify(initial.filter) === filterKey;
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<
    PeopleFilterResponse,
    unknown,
    typeof getKey
  >(getKey, fetchPage, {
    fallbackData: fromLoader ? [initial.page] : undefined,
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });

  const pages = data ?? [];
  const people = useMemo(
    () => pages.reduce<Person[]>((all, page) => appendUniqueById(all, page.musicians), []),
    [pages],
  );
  const last = pages[pages.length - 1];
  const nextOffset = last ? nextPeopleOffset(last) : 0;
  const isLoadingMore = isValidating && size > pages.length;

  // An empty first search retries once with from_location turned on (part 1 §4).
  const first = pages[0];
  useEffect(() => {
    if (!first) return;
    const retry = fromLocationRetry(
      firstPeoplePageRequest(filter),
      first.musicians.length,
      retried,
    );
    if (retry) {
      setRetried(true);
      setFilter(retry.filter);
    }
  }, [first, filter, retried]);

  return {
    filter,
    /** Why the list shows what it shows (the line above it), or null. */
    notice: first
      ? peopleListNotice({
          filter,
          retried,
          // Answers from before the field existed knew the place: say nothing then.
          locationKnown: first.location_known ?? true,
          shown: people.length,
        })
      : null,
    people,
    error: error as unknown,
    isLoading: isLoading && pages.length === 0,
    isLoadingMore,
    hasMore: nextOffset !== null,
    /** A new search from offset 0 with these filters ("Update Search"). */
    search: (next: PeopleFilter) => {
      setRetried(false);
      setFilter(next);
    },
    /** "Reset Filters": the default filters, from offset 0 (part 1 §4). */
    reset: () => {
      setRetried(false);
      setFilter(defaultPeopleFilter());
    },
    loadMore: () => {
      if (nextOffset !== null && !isValidating) void setSize(size + 1);
    },
    retry: () => mutate(),
    /** Replaces a person in the loaded pages (friend flags after a request). */
    updatePerson: (id: string, change: Partial<Person>) =>
      mutate(
        (current) =>
          current?.map((page) => ({
            ...page,
            musicians: page.musicians.map((p) => (p.id === id ? { ...p, ...change } : p)),
          })),
        { revalidate: false },
      ),
  };
}
