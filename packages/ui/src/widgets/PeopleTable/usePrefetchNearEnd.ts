import { shouldPrefetchPeople } from '@backline/domain';
import { useEffect, useRef } from 'react';

/** The attribute that marks each person's row or card with their index in the list. */
export const PERSON_INDEX_ATTRIBUTE = 'data-person-index';

/**
 * Loads the next page as the user nears the end (part 1 §4), in the table and in the cards
 * alike: the people marked with PERSON_INDEX_ATTRIBUTE inside the returned element are watched,
 * and the furthest one at least half in view is "where the user is" for the domain's
 * `shouldPrefetchPeople`. A hidden layout (display: none) is never in view. Once per page: after
 * asking, nothing more is asked until the list grows or the load ends.
 */
export function usePrefetchNearEnd<T extends HTMLElement>(
  loaded: number,
  onLoadMore: (() => void) | undefined,
  isLoadingMore: boolean,
) {
  const ref = useRef<T>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  const hasMore = onLoadMore !== undefined;

  useEffect(() => {
    const root = ref.current;
    if (!root || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const inView = new Map<Element, number>();
    let asked = false;
    const check = () => {
      if (asked || inView.size === 0) return;
      const index = Math.max(...inView.values());
      // Whether more exist is `onLoadMore` being passed; its offset does not matter here.
      if (shouldPrefetchPeople({ index, loaded, nextOffset: loaded, loading: isLoadingMore })) {
        asked = true;
        latest.current?.();
      }
    };
    const intersections = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            inView.set(entry.target, Number(entry.target.getAttribute(PERSON_INDEX_ATTRIBUTE)));
          } else {
            inView.delete(entry.target);
          }
        }
        check();
      },
      { threshold: 0.5 },
    );
    const observeAll = () => {
      for (const element of root.querySelectorAll(`[${PERSON_INDEX_ATTRIBUTE}]`)) {
        intersections.observe(element);
      }
      // A layout dropped (the window crossed sm) takes its people out of view.
      for (const element of inView.keys()) {
        if (!element.isConnected) inView.delete(element);
      }
    };
    observeAll();
    // The other layout mounts when the window crosses sm: watch its people too.
    const mutations = new MutationObserver(observeAll);
    mutations.observe(root, { childList: true, subtree: true });
    return () => {
      intersections.disconnect();
      mutations.disconnect();
    };
  }, [loaded, hasMore, isLoadingMore]);

  return ref;
}
