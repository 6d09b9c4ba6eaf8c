import {
  appendMyJamTracksPage,
  INITIAL_MY_JAMTRACKS_SEARCH,
  type JamTrack,
  myJamTracksQuery,
  type MyJamTracksList as OwnedList,
  type PurchasedJamTracksResponse,
  settleMyJamTracksSearch,
  shouldLoadNextMyJamTracksPage,
  startMyJamTracksList,
  typeMyJamTracksSearch,
} from '@backline/domain';
import { Alert, MyJamTracksList } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetcher } from '../api/fetcher';
import { callApi, readJson } from '../api/platform.server';
import { STORE_API } from '../api/store';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

const purchasedPath = (search: string, start: number) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(myJamTracksQuery(search, start))) {
    query.set(key, String(value));
  }
  return `${STORE_API.purchased}?${query}`;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const response = await callApi(request, context, purchasedPath('', 0));
  return {
    firstPage: response.ok ? await readJson<PurchasedJamTracksResponse>(response) : null,
    walletPlaced: new URL(request.url).searchParams.get('paypal') === 'placed',
  };
}

type Row = Pick<JamTrack, 'id' | 'name' | 'original_artist'>;

/** /my-jamtracks (part 2 §2 My JamTracks, §4: 1 s search debounce, pages without repeats). */
export default function MyJamTracksRoute() {
  const t = useT();
  const { firstPage, walletPlaced } = useLoaderData<typeof loader>();
  const [list, setList] = useState<OwnedList<Row>>(() =>
    firstPage
      ? appendMyJamTracksPage(startMyJamTracksList<Row>(''), firstPage)
      : startMyJamTracksList<Row>(''),
  );
  const [search, setSearch] = useState(INITIAL_MY_JAMTRACKS_SEARCH);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Only the answer to the latest request counts: a slow page of an old search is dropped.
  const latest = useRef(0);

  const load = useCallback(async (text: string, start: number, restart: boolean) => {
    const request = ++latest.current;
    setLoading(true);
    setFailed(false);
    try {
      const page = await apiFetcher<PurchasedJamTracksResponse>(purchasedPath(text, start));
      if (request !== latest.current) return;
      setList((current) =>
        appendMyJamTracksPage(restart ? startMyJamTracksList<Row>(text) : current, page),
      );
    } catch (error) {
      console.error(error);
      if (request === latest.current) setFailed(true);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  // Part 2 §4: the search restarts the list after 1 s without typing.
  useEffect(() => {
    if (search.typedAtMs === null) return;
    const settled = settleMyJamTracksSearch(search, Date.now());
    if (settled.waitMs > 0) {
      const timer = window.setTimeout(() => setSearch((s) => ({ ...s })), settled.waitMs);
      return () => window.clearTimeout(timer);
    }
    setSearch(settled.state);
    if (settled.restart) void load(settled.state.applied, 0, true);
    return undefined;
  }, [search, load]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('jamtracks.myJamTracks.title')}</h1>
      {walletPlaced && <Alert tone="success">{t('checkout.wallet.placed')}</Alert>}
      <MyJamTracksList
        items={list.items}
        next={list.next}
        onLoadMore={() => {
          // Part 2 §2: the next page loads when the last item is reached.
          if (
            shouldLoadNextMyJamTracksPage(list, list.items.length - 1, loading) &&
            list.next !== null
          ) {
            void load(list.search, list.next, false);
          }
        }}
        search={search.typed}
        onSearchChange={(text) => setSearch((s) => typeMyJamTracksSearch(s, text, Date.now()))}
        isLoading={loading && list.items.length === 0}
        isLoadingMore={loading && list.items.length > 0}
        hasError={failed}
        onRetry={() => void load(list.search, list.next ?? 0, list.items.length === 0)}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, 'jamtracks.myJamTracks.title');
