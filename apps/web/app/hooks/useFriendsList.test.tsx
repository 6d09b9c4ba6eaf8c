// @vitest-environment happy-dom
import type { FriendSummary, Person } from '@backline/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetcher } from '../api/fetcher';
import { useFriendsList } from './useFriendsList';

const me = '00000000-0000-4000-8000-000000000000';
const friends: FriendSummary[] = [
  { id: 'c', name: 'Carla', online: true, last_active_timestamp: 100 },
  { id: 'a', name: 'Ana', online: false, last_active_timestamp: 300 },
  { id: 'b', name: 'Ben', online: false, last_active_timestamp: 200 },
];
const person = (friend: FriendSummary) => ({ ...friend }) as unknown as Person;

/**
 * The API as the browser reaches it: the friends, then people by ids — in the order asked, or in
 * another order (as filter_by_ids answered when its position column sorted as text: 0, 1, 10, 2…).
 */
function serveFriends(order: 'asked' | 'stored') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (path.endsWith('/friends')) return json({ friends });
      const { user_ids } = JSON.parse(String(init?.body)) as { user_ids: string[] };
      const ids = order === 'asked' ? user_ids : [...user_ids].reverse();
      return json({ musicians: ids.map((id) => person(friends.find((f) => f.id === id)!)) });
    }),
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ fetcher: apiFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
    {children}
  </SWRConfig>
);

afterEach(() => vi.unstubAllGlobals());

describe('useFriendsList', () => {
  it('shows the friends in the chosen Sort By order', async () => {
    serveFriends('asked');
    const { result } = renderHook(() => useFriendsList(me), { wrapper });
    await waitFor(() => expect(result.current.people.map((p) => p.id)).toEqual(['c', 'a', 'b']));
    act(() => result.current.setSort('last_active'));
    await waitFor(() => expect(result.current.people.map((p) => p.id)).toEqual(['a', 'b', 'c']));
    act(() => result.current.setSort('alphabetical'));
    await waitFor(() => expect(result.current.people.map((p) => p.id)).toEqual(['a', 'b', 'c']));
  });

  it('shows the chosen order whatever order the people come back in', async () => {
    serveFriends('stored');
    const { result } = renderHook(() => useFriendsList(me), { wrapper });
    await waitFor(() => expect(result.current.people.map((p) => p.id)).toEqual(['c', 'a', 'b']));
    act(() => result.current.setSort('alphabetical'));
    await waitFor(() => expect(result.current.people.map((p) => p.id)).toEqual(['a', 'b', 'c']));
  });

  it("leaves the loader's first page for the chosen Sort By order", async () => {
    serveFriends('asked');
    const initial = {
      friends: { friends },
      firstPage: ['c', 'a', 'b'].map((id) => person(friends.find((f) => f.id === id)!)),
      sort: 'online' as const,
    };
    const { result } = renderHook(() => useFriendsList(me, initial), { wrapper });
    expect(result.current.people.map((p) => p.id)).toEqual(['c', 'a', 'b']);
    act(() => result.current.setSort('last_active'));
    await waitFor(() => expect(result.current.people.map((p) => p.id)).toEqual(['a', 'b', 'c']));
    act(() => result.current.setSort('online'));
    await waitFor(() => expect(result.current.people.map((p) => p.id)).toEqual(['c', 'a', 'b']));
  });
});
