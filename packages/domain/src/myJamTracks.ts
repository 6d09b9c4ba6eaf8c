import { appendUniqueById } from './collections';
import type { JamTrack } from './jamtrack';

/** Part 2 §9 "My JamTracks search debounce 1000 ms". */
export const MY_JAMTRACKS_SEARCH_DEBOUNCE_MS = 1000;

/** GET /jamtracks/purchased (part 2 §7): next is the start of the next page, null at the end. */
export interface PurchasedJamTracksResponse {
  jamtracks: JamTrack[];
  next: number | null;
}

export function myJamTracksQuery(
  search: string,
  start: number,
): { show_purchased_only: true; search: string; start: number } {
  return { show_purchased_only: true, search: search.trim(), start };
}

/** The owned list as the page holds it. */
export interface MyJamTracksList<T extends { id: string } = JamTrack> {
  search: string;
  items: T[];
  /** Start of the next page; null once the last page arrived. */
  next: number | null;
}

/** A fresh list for a search: empty, starting at 0. */
export function startMyJamTracksList<T extends { id: string } = JamTrack>(
  search: string,
): MyJamTracksList<T> {
  return { search, items: [], next: 0 };
}

/** Part 2 §4 "next pages append without duplicates". */
export function appendMyJamTracksPage<T extends { id: string }>(
  list: MyJamTracksList<T>,
  page: { jamtracks: readonly T[]; next: number | null },
): MyJamTracksList<T> {
  return { ...list, items: appendUniqueById(list.items, page.jamtracks), next: page.next };
}

/** Part 2 §2 "the next page loads when the last item is reached". */
export function shouldLoadNextMyJamTracksPage(
  list: Pick<MyJamTracksList<{ id: string }>, 'items' | 'next'>,
  lastVisibleIndex: number,
  loading: boolean,
): boolean {
  return !loading && list.next !== null && lastVisibleIndex >= list.items.length - 1;
}

/** The search box: what was typed, when, and which search the list shows. */
export interface MyJamTracksSearch {
  typed: string;
  typedAtMs: number | null;
  applied: string;
}

export const INITIAL_MY_JAMTRACKS_SEARCH: MyJamTracksSearch = {
  typed: '',
  typedAtMs: null,
  applied: '',
};

export function typeMyJamTracksSearch(
  state: MyJamTracksSearch,
  text: string,
  nowMs: number,
): MyJamTracksSearch {
  return { ...state, typed: text, typedAtMs: nowMs };
}

/**
 * Part 2 §4 "search restarts the list after 1 s without typing": at `nowMs`, either the search
 * is due (restart the list with `state.applied`), or `waitMs` is how long until it may be.
 */
export function settleMyJamTracksSearch(
  state: MyJamTracksSearch,
  nowMs: number,
): { restart: boolean; waitMs: number; state: MyJamTracksSearch } {
  if (state.typedAtMs === null) return { restart: false, waitMs: 0, state };
  const waitMs = state.typedAtMs + MY_JAMTRACKS_SEARCH_DEBOUNCE_MS - nowMs;
  if (waitMs > 0) return { restart: false, waitMs, state };
  const typed = state.typed.trim();
  const settled = { typed: state.typed, typedAtMs: null, applied: typed };
  return { restart: typed !== state.applied, waitMs: 0, state: settled };
}
