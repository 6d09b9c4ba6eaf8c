import { appendSessionHistory, type SessionHistoryPage } from '@backline/domain';
import { SessionHistoryList } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import useSWRInfinite from 'swr/infinite';
import { apiFetcher } from '../api/fetcher';
import { readByGet } from '../api/people.server';
import { sessionsPaths } from '../api/sessions';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return {
    firstPage: await readByGet<SessionHistoryPage>(request, context, sessionsPaths.history(0)),
  };
}

/**
 * /sessions/history (part 1 §2): the sessions the user played, pages of 50 rows joined without
 * repeats (domain `appendSessionHistory`) and grouped by session in the list.
 */
export default function SessionHistoryRoute() {
  const t = useT();
  const { firstPage } = useLoaderData<typeof loader>();
  const pages = useSWRInfinite<SessionHistoryPage>(
    (index, previous: SessionHistoryPage | null) => {
      if (index === 0) return sessionsPaths.history(0);
      return previous?.next == null ? null : sessionsPaths.history(previous.next);
    },
    apiFetcher,
    {
      ...(firstPage ? { fallbackData: [firstPage] } : {}),
      revalidateFirstPage: false,
      revalidateOnMount: !firstPage,
    },
  );
  const loaded = pages.data ?? [];
  const rows = loaded.reduce(
    (all, page) => appendSessionHistory(all, page.history),
    [] as ReturnType<typeof appendSessionHistory>,
  );
  const last = loaded.at(-1);
  const loadingMore = pages.isValidating && pages.size > loaded.length;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('sessions.history.title')}</h1>
      <SessionHistoryList
        rows={rows}
        isLoading={pages.isLoading && loaded.length === 0}
        hasError={Boolean(pages.error) && loaded.length === 0}
        onRetry={() => void pages.mutate()}
        onLoadMore={
          last && last.next !== null ? () => void pages.setSize(pages.size + 1) : undefined
        }
        isLoadingMore={loadingMore}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'sessions.history.title');
