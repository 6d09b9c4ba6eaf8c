import { type JamTrack, parseCheckoutSuccessQuery } from '@backline/domain';
import { CheckoutSuccess } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { callApi, readJson } from '../api/platform.server';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const query = parseCheckoutSuccessQuery({
    free: url.searchParams.get('free'),
    jamtrackId: url.searchParams.get('jamtrackId'),
  });
  let name: string | null = null;
  if (query.free && query.jamTrackId) {
    const response = await callApi(
      request,
      context,
      `/api/jamtracks/${encodeURIComponent(query.jamTrackId)}`,
    );
    name = (response.ok ? await readJson<JamTrack>(response) : null)?.name ?? null;
  }
  return { free: query.free, jamTrackId: query.jamTrackId, name };
}

/** /checkout/success (part 2 §2 Checkout success): the free claim or a paid order. */
export default function CheckoutSuccessRoute() {
  const { free, jamTrackId, name } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <CheckoutSuccess
        variant={free ? 'free' : 'paid'}
        jamTrackId={jamTrackId}
        jamTrackName={name}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'checkoutSuccess.title');
