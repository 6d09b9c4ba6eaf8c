import { isNotAffiliateResponse } from '@backline/domain';
import { SignupsTable } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import {
  AFFILIATE_API,
  type AffiliateSignupsPage,
  NO_SIGNUPS,
  partnerDataFetcher,
} from '../api/affiliate';
import { callApi, readJson } from '../api/platform.server';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

const signupsFetcher = partnerDataFetcher(NO_SIGNUPS);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const response = await callApi(request, context, AFFILIATE_API.signups(0));
  if (isNotAffiliateResponse(response.status)) return { firstPage: NO_SIGNUPS };
  return { firstPage: response.ok ? await readJson<AffiliateSignupsPage>(response) : null };
}

/**
 * /affiliate/signups (part 2 §2 Affiliate signups): visits and signups by month, 10 traffic rows
 * a page from page 0 with "Load more" while the API names a `next` page. A non-partner (400)
 * has no traffic: the empty state invites sharing the links.
 */
export default function AffiliateSignupsRoute() {
  const t = useT();
  const { firstPage } = useLoaderData<typeof loader>();
  const getKey = useCallback(
    (index: number, previous: AffiliateSignupsPage | null) =>
      index === 0
        ? AFFILIATE_API.signups(0)
        : previous?.next !== null && previous?.next !== undefined
          ? AFFILIATE_API.signups(previous.next)
          : null,
    [],
  );
  const pages = useSWRInfinite<AffiliateSignupsPage>(getKey, signupsFetcher, {
    ...(firstPage ? { fallbackData: [firstPage] } : {}),
    revalidateFirstPage: false,
    revalidateOnMount: !firstPage,
  });
  const loaded = pages.data ?? [];
  const last = loaded[loaded.length - 1];
  const isLoadingMore = pages.size > loaded.length && loaded.length > 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('affiliate.signups.title')}</h1>
      <p className={styles.muted}>{t('affiliate.signups.intro')}</p>
      <SignupsTable
        traffics={loaded.flatMap((page) => page.traffics)}
        isLoading={loaded.length === 0 && !pages.error}
        hasError={loaded.length === 0 && Boolean(pages.error)}
        onRetry={() => void pages.mutate()}
        {...(last && last.next !== null
          ? { onLoadMore: () => void pages.setSize(pages.size + 1) }
          : {})}
        isLoadingMore={isLoadingMore}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'affiliate.signups.title');
