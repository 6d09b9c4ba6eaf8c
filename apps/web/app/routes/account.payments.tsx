import { PaymentHistoryList } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiFetcher } from '../api/fetcher';
import { callApi, readJson } from '../api/platform.server';
import { type PaymentHistoryPage, SUBSCRIPTION_API } from '../api/subscription';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const response = await callApi(request, context, SUBSCRIPTION_API.invoiceHistory(null));
  return { firstPage: response.ok ? await readJson<PaymentHistoryPage>(response) : null };
}

/** /account/payments (part 2 §2 Payment history): 10 payments a page, the next by its cursor. */
export default function AccountPaymentsRoute() {
  const t = useT();
  const { firstPage } = useLoaderData<typeof loader>();
  const getKey = useCallback(
    (index: number, previous: PaymentHistoryPage | null) =>
      index === 0
        ? SUBSCRIPTION_API.invoiceHistory(null)
        : previous?.next
          ? SUBSCRIPTION_API.invoiceHistory(previous.next)
          : null,
    [],
  );
  const pages = useSWRInfinite<PaymentHistoryPage>(getKey, apiFetcher, {
    ...(firstPage ? { fallbackData: [firstPage] } : {}),
    revalidateFirstPage: false,
    revalidateOnMount: !firstPage,
  });
  const loaded = pages.data ?? [];
  const payments = loaded.flatMap((page) => page.entries);
  const last = loaded[loaded.length - 1];
  const isLoadingMore = pages.size > loaded.length && loaded.length > 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('account.payments.title')}</h1>
      <PaymentHistoryList
        payments={payments}
        isLoading={loaded.length === 0 && !pages.error}
        hasError={loaded.length === 0 && Boolean(pages.error)}
        onRetry={() => void pages.mutate()}
        {...(last?.next ? { onLoadMore: () => void pages.setSize(pages.size + 1) } : {})}
        isLoadingMore={isLoadingMore}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'account.payments.title');
