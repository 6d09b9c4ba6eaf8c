import { type JamTrack, parseCheckoutSuccessQuery } from '@backline/domain';
import { CheckoutSuccess, type CheckoutSuccessJamTrack } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { callApi, readJson } from '../api/platform.server';
import { STORE_API } from '../api/store';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import * as styles from '../styles/page.css';

interface OrderBody {
  status: string;
  jam_tracks: CheckoutSuccessJamTrack[];
}

/**
 * Shows only what the person really got: the free JamTrack they own, or their paid order.
 * Opened directly (no order, someone else's, one not paid), it says there is nothing to show.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const query = parseCheckoutSuccessQuery({
    free: url.searchParams.get('free'),
    jamtrackId: url.searchParams.get('jamtrackId'),
    order: url.searchParams.get('order'),
  });
  if (query.free && query.jamTrackId) {
    const response = await callApi(request, context, STORE_API.jamTrack(query.jamTrackId));
    const jamTrack = response.ok ? await readJson<JamTrack>(response) : null;
    if (jamTrack?.purchased) {
      return {
        variant: 'free' as const,
        jamTrackId: jamTrack.id,
        name: jamTrack.name,
        originalArtist: jamTrack.original_artist,
        trackCount: jamTrack.tracks.length,
        jamTracks: [],
      };
    }
  } else if (!query.free && query.orderId) {
    const response = await callApi(request, context, STORE_API.order(query.orderId));
    const order = response.ok ? await readJson<OrderBody>(response) : null;
    if (order?.status === 'paid') {
      return { ...nothing, variant: 'paid' as const, jamTracks: order.jam_tracks };
    }
  }
  return nothing;
}

const nothing = {
  variant: 'notFound' as 'notFound' | 'paid' | 'free',
  jamTrackId: null as string | null,
  name: null as string | null,
  originalArtist: null as string | null,
  trackCount: null as number | null,
  jamTracks: [] as CheckoutSuccessJamTrack[],
};

/** /checkout/success (part 2 §2 Checkout success): the free claim or a paid order. */
export default function CheckoutSuccessRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <CheckoutSuccess
        variant={data.variant}
        jamTrackId={data.jamTrackId}
        jamTrackName={data.name}
        originalArtist={data.originalArtist}
        trackCount={data.trackCount}
        jamTracks={data.jamTracks}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'checkoutSuccess.title');
