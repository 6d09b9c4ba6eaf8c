import {
  AFFILIATE_FEE_PERCENT,
  AFFILIATE_MINIMUM_PAYABLE_CENTS,
  type AffiliatePaymentRow,
  formatUsd,
  isNotAffiliateResponse,
} from '@backline/domain';
import { EarningsTable } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import useSWR from 'swr';
import { AFFILIATE_API, NO_PAYMENTS, partnerDataFetcher } from '../api/affiliate';
import { callApi, readJson } from '../api/platform.server';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

type PaymentsResponse = { payments: AffiliatePaymentRow[] };

const paymentsFetcher = partnerDataFetcher<PaymentsResponse>(NO_PAYMENTS);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const response = await callApi(request, context, AFFILIATE_API.payments);
  if (isNotAffiliateResponse(response.status)) return { payments: NO_PAYMENTS };
  return { payments: response.ok ? await readJson<PaymentsResponse>(response) : null };
}

/**
 * /affiliate/earnings (part 2 §2 Affiliate earnings): the monthly rows the earnings job writes
 * (decisions 019, 022) with the chart of earnings over time; swipe cards on narrow screens; the
 * empty state links to the affiliate links.
 */
export default function AffiliateEarningsRoute() {
  const t = useT();
  const { payments: loaded } = useLoaderData<typeof loader>();
  const payments = useSWR<PaymentsResponse>(AFFILIATE_API.payments, paymentsFetcher, {
    ...(loaded ? { fallbackData: loaded } : {}),
    revalidateOnMount: !loaded,
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('affiliate.earnings.title')}</h1>
      <p className={styles.muted}>
        {t('affiliate.earnings.intro', {
          percent: AFFILIATE_FEE_PERCENT,
          minimum: formatUsd(AFFILIATE_MINIMUM_PAYABLE_CENTS),
        })}
      </p>
      <EarningsTable
        payments={payments.data?.payments ?? []}
        isLoading={!payments.data && !payments.error}
        hasError={!payments.data && Boolean(payments.error)}
        onRetry={() => void payments.mutate()}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'affiliate.earnings.title');
