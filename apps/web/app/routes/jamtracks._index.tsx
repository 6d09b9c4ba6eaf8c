import {
  type AutocompleteResponse,
  cartItemCount,
  type JamTrackSearchCriteria,
  type JamTrackSearchResponse,
} from '@backline/domain';
import { type AddToCartResult, JamTrackSearch } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { accountPaths } from '../api/account';
import { apiFetcher } from '../api/fetcher';
import { callApi, readJson } from '../api/platform.server';
import {
  addToCartAndFollow,
  jamTracksPagePath,
  jamTracksPath,
  STORE_API,
  type StoreCart,
} from '../api/store';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

/** The criteria of /jamtracks?query=…, ?artist=… (part 2 §2) or ?song=…. */
function criteriaOf(url: URL, artistName: string | null): JamTrackSearchCriteria {
  const artist = url.searchParams.get('artist')?.trim();
  if (artist) {
    return {
      kind: 'artist',
      artist: { original_artist_slug: artist, original_artist: artistName ?? artist },
    };
  }
  const song = url.searchParams.get('song')?.trim();
  if (song) {
    return {
      kind: 'song',
      song: { id: '', slug: song, name: song, original_artist: '', original_artist_slug: '' },
    };
  }
  const query = url.searchParams.get('query')?.trim();
  return query ? { kind: 'term', text: query } : { kind: 'all' };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  const url = new URL(request.url);
  let criteria = criteriaOf(url, null);
  const [pageResponse, cartResponse, userResponse] = await Promise.all([
    callApi(request, context, jamTracksPath(criteria, 0)),
    callApi(request, context, STORE_API.cart),
    callApi(request, context, accountPaths.user(me.id)),
  ]);
  const firstPage = pageResponse.ok ? await readJson<JamTrackSearchResponse>(pageResponse) : null;
  const first = firstPage?.jamtracks[0];
  // The artist's and song's names come with their JamTracks.
  if (criteria.kind === 'artist' && first) criteria = criteriaOf(url, first.original_artist);
  if (criteria.kind === 'song' && first) {
    criteria = {
      kind: 'song',
      song: {
        id: first.id,
        name: first.name,
        slug: first.slug,
        original_artist: first.original_artist,
        original_artist_slug: first.original_artist_slug,
      },
    };
  }
  const cart = cartResponse.ok ? await readJson<StoreCart>(cartResponse) : null;
  const user = userResponse.ok
    ? await readJson<{ show_free_jamtrack?: boolean }>(userResponse)
    : null;
  return {
    criteria,
    firstPage,
    cart,
    showFreeJamTrack: user?.show_free_jamtrack === true,
  };
}

/** /jamtracks (part 2 §2 JamTracks search). */
export default function JamTracksRoute() {
  const {
    criteria,
    firstPage,
    cart: loadedCart,
    showFreeJamTrack,
  } = useLoaderData<typeof loader>();
  const t = useT();
  const navigate = useNavigate();
  const [inputValue, setInputValue] = useState('');
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [addResult, setAddResult] = useState<AddToCartResult | null>(null);

  const pages = useSWRInfinite<JamTrackSearchResponse>(
    (index, previous: JamTrackSearchResponse | null) =>
      previous && previous.next === null ? null : jamTracksPath(criteria, index),
    apiFetcher,
    {
      ...(firstPage ? { fallbackData: [firstPage] } : {}),
      revalidateFirstPage: false,
      revalidateOnMount: !firstPage,
    },
  );
  const suggestionsText = inputValue.trim();
  const suggestions = useSWR<AutocompleteResponse>(
    suggestionsText ? STORE_API.autocomplete(suggestionsText) : null,
    apiFetcher,
    { keepPreviousData: true },
  );
  const cart = useSWR<StoreCart>(STORE_API.cart, apiFetcher, {
    ...(loadedCart ? { fallbackData: loadedCart } : {}),
    revalidateOnMount: false,
  });

  const loaded = pages.data ?? [];
  const last = loaded[loaded.length - 1];
  const jamTracks = loaded.flatMap((page) => page.jamtracks);

  const add = async (jamTrackId: string) => {
    if (pendingId) return;
    setPendingId(jamTrackId);
    setAddResult(null);
    try {
      const next = await addToCartAndFollow(jamTrackId);
      if (next) {
        // A free claim went to no cart: its success page says what happened.
        if (!next.claimed) setAddResult('added');
        navigate(next.to);
      } else {
        setAddResult('failed');
      }
    } catch {
      setAddResult('failed');
    } finally {
      setPendingId(null);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('jamtracks.title')}</h1>
      <JamTrackSearch
        criteria={criteria}
        onSearch={(next) => {
          setInputValue('');
          navigate(jamTracksPagePath(next));
        }}
        inputValue={inputValue}
        onInputChange={setInputValue}
        suggestions={suggestionsText ? (suggestions.data ?? null) : null}
        isSuggesting={suggestions.isLoading}
        jamTracks={jamTracks}
        count={last?.count ?? 0}
        isLoading={pages.isLoading && loaded.length === 0}
        hasError={Boolean(pages.error) && loaded.length === 0}
        onRetry={() => void pages.mutate()}
        {...(last && last.next !== null
          ? { onLoadMore: () => void pages.setSize(pages.size + 1) }
          : {})}
        isLoadingMore={pages.isValidating && pages.size > loaded.length}
        user={{ show_free_jamtrack: showFreeJamTrack }}
        onAddToCart={add}
        onGetItFree={add}
        pendingJamTrackId={pendingId}
        addToCartResult={addResult}
        cartCount={cart.data ? cartItemCount(cart.data.items) : 0}
        catalogueHref={STORE_API.cataloguePdf}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'jamtracks.title');
