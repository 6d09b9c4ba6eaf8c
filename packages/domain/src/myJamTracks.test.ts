import { describe, expect, it } from 'vitest';
import {
  appendMyJamTracksPage,
  INITIAL_MY_JAMTRACKS_SEARCH,
  MY_JAMTRACKS_SEARCH_DEBOUNCE_MS,
  myJamTracksQuery,
  settleMyJamTracksSearch,
  shouldLoadNextMyJamTracksPage,
  startMyJamTracksList,
  typeMyJamTracksSearch,
} from './myJamTracks';

type Owned = { id: string; name: string };
const owned = (id: string): Owned => ({ id, name: `Song ${id}` });

describe('My JamTracks list (part 2 §2 My JamTracks, §4 append without duplicates)', () => {
  it('appends the next page without duplicates and keeps its next start', () => {
    let list = startMyJamTracksList<Owned>('');
    list = appendMyJamTracksPage(list, { jamtracks: [owned('1'), owned('2')], next: 2 });
    list = appendMyJamTracksPage(list, { jamtracks: [owned('2'), owned('3')], next: null });
    expect(list.items.map((item) => item.id)).toEqual(['1', '2', '3']);
    expect(list.next).toBeNull();
  });

  it('asks for the purchased tracks of a search from a start', () => {
    expect(myJamTracksQuery(' blues ', 20)).toEqual({
      show_purchased_only: true,
      search: 'blues',
      start: 20,
    });
  });

  it('loads the next page when the last item is reached, once, while more exist', () => {
    const list = { items: [owned('1'), owned('2')], next: 2 };
    expect(shouldLoadNextMyJamTracksPage(list, 1, false)).toBe(true);
    expect(shouldLoadNextMyJamTracksPage(list, 0, false)).toBe(false);
    expect(shouldLoadNextMyJamTracksPage(list, 1, true)).toBe(false);
    expect(shouldLoadNextMyJamTracksPage({ ...list, next: null }, 1, false)).toBe(false);
  });
});

describe('My JamTracks search (part 2 §4 restarts after 1 s without typing)', () => {
  it('waits 1000 ms after the last keystroke', () => {
    expect(MY_JAMTRACKS_SEARCH_DEBOUNCE_MS).toBe(1000);
    let state = typeMyJamTracksSearch(INITIAL_MY_JAMTRACKS_SEARCH, 'blu', 10_000);
    state = typeMyJamTracksSearch(state, 'blues', 10_600);
    expect(settleMyJamTracksSearch(state, 11_000)).toEqual({ restart: false, waitMs: 600, state });
  });

  it('restarts the list with the typed text once the second has passed', () => {
    const state = typeMyJamTracksSearch(INITIAL_MY_JAMTRACKS_SEARCH, ' blues ', 10_000);
    const settled = settleMyJamTracksSearch(state, 11_000);
    expect(settled.restart).toBe(true);
    expect(settled.state).toEqual({ typed: ' blues ', typedAtMs: null, applied: 'blues' });
    expect(settleMyJamTracksSearch(settled.state, 20_000).restart).toBe(false);
  });

  it('does not restart when the text comes back to the search already shown', () => {
    const state = typeMyJamTracksSearch(
      { ...INITIAL_MY_JAMTRACKS_SEARCH, applied: 'rock' },
      'rock ',
      0,
    );
    expect(settleMyJamTracksSearch(state, 1000).restart).toBe(false);
  });
});
