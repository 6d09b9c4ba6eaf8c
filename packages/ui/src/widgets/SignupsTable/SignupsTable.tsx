import {
  AFFILIATE_LINKS_PATH,
  groupTrafficByMonth,
  type MonthlyTraffic,
  type TrafficRow,
} from '@backline/domain';
import { useIntl } from 'react-intl';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';
import { cx } from '../../components/private/cx';
import {
  ResponsiveCollection,
  type ResponsiveCollectionColumn,
  type ResponsiveCollectionLayout,
} from '../../components/ResponsiveCollection/ResponsiveCollection';
import { useUIMessages } from '../../i18n/useUIMessages';
import { LoadFailedAlert } from '../private/LoadFailedAlert';
import * as styles from './SignupsTable.css';

export interface SignupsTableProps {
  /**
   * Every traffic row loaded so far (part 2 §3 traffic row: day, visits, signups), the pages of
   * GET /api/affiliate_partners/signups (10 a page from page 0) in order.
   */
  traffics: readonly TrafficRow[];
  /** The first page is loading: a spinner. @default false */
  isLoading?: boolean;
  /** The signups failed to load: an error instead of the table. @default false */
  hasError?: boolean;
  /** Shows "Try again" with the error. */
  onRetry?: () => void;
  /** Shows "Load more"; pass it only while the last page had a `next` page. */
  onLoadMore?: () => void;
  /** The next page is loading. @default false */
  isLoadingMore?: boolean;
  /** `auto`: a table from sm up, a swipe carousel below (part 2 §2). @default 'auto' */
  layout?: ResponsiveCollectionLayout;
  /** A class for the outer element. */
  className?: string;
}

/**
 * Affiliate signups (part 2 §2): month, visits and signups, grouped by calendar month by the
 * domain's `groupTrafficByMonth`, newest first; "Load more" for the next page; a swipe carousel
 * on narrow screens; an empty state inviting to share the affiliate links.
 */
export function SignupsTable({
  traffics,
  isLoading = false,
  hasError = false,
  onRetry,
  onLoadMore,
  isLoadingMore = false,
  layout = 'auto',
  className,
}: SignupsTableProps) {
  const t = useUIMessages();
  const intl = useIntl();

  if (hasError) {
    return (
      <LoadFailedAlert
        message={t('ui.signupsTable.loadFailed')}
        retryLabel={t('ui.signupsTable.retry')}
        onRetry={onRetry}
        className={className}
      />
    );
  }

  const months = groupTrafficByMonth(traffics);
  const monthOf = (row: MonthlyTraffic) => (
    <time dateTime={row.key}>
      {intl.formatDate(Date.UTC(row.year, row.month - 1, 1), {
        year: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      })}
    </time>
  );
  const count = (value: number) => (
    <span className={styles.number}>{intl.formatNumber(value)}</span>
  );
  const columns: ResponsiveCollectionColumn<MonthlyTraffic>[] = [
    { id: 'month', name: t('ui.signupsTable.month'), isRowHeader: true, cell: monthOf },
    {
      id: 'visits',
      name: t('ui.signupsTable.visits'),
      align: 'end',
      cell: (row) => count(row.visits),
    },
    {
      id: 'signups',
      name: t('ui.signupsTable.signups'),
      align: 'end',
      cell: (row) => count(row.signups),
    },
  ];

  return (
    <ResponsiveCollection
      className={cx(styles.signupsTable, className)}
      aria-label={t('ui.signupsTable.label')}
      items={months}
      itemKey={(row) => row.key}
      columns={columns}
      layout={layout}
      isLoading={isLoading}
      emptyState={
        <EmptyState
          title={t('ui.signupsTable.emptyTitle')}
          description={t('ui.signupsTable.empty')}
          action={<Link href={AFFILIATE_LINKS_PATH}>{t('ui.signupsTable.getLinks')}</Link>}
        />
      }
      {...(onLoadMore ? { onLoadMore } : {})}
      isLoadingMore={isLoadingMore}
      positionLabel={(index, total) => t('ui.signupsTable.position', { index, total })}
      renderCard={(row) => (
        <Card as="article" className={styles.card}>
          <p className={styles.cardTitle}>{monthOf(row)}</p>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('ui.signupsTable.visits')}</dt>
            <dd className={styles.detail}>{count(row.visits)}</dd>
            <dt className={styles.term}>{t('ui.signupsTable.signups')}</dt>
            <dd className={styles.detail}>{count(row.signups)}</dd>
          </dl>
        </Card>
      )}
    />
  );
}
