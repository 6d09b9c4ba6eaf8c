import { type Payment, type PaymentRow, paymentRow } from '@backline/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { cx } from '../../components/private/cx';
import {
  ResponsiveCollection,
  type ResponsiveCollectionColumn,
  type ResponsiveCollectionLayout,
} from '../../components/ResponsiveCollection/ResponsiveCollection';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { UIMessageId } from '../../messages';
import { LoadFailedAlert } from '../private/LoadFailedAlert';
import * as styles from './PaymentHistoryList.css';

/** The payment statuses the list words; any other status shows as the server sent it. */
export const paymentStatuses = ['paid', 'failed', 'pending', 'refunded'] as const;
type KnownStatus = (typeof paymentStatuses)[number];

const statusTones = {
  paid: 'success',
  failed: 'error',
  pending: 'info',
  refunded: 'info',
} as const satisfies Record<KnownStatus, keyof typeof styles.status>;

export interface PaymentHistoryListProps {
  /**
   * Every payment loaded so far (part 2 §3 Payment), the pages of GET
   * /api/billing/invoice_history (10 a page, cursor paging) in order.
   */
  payments: readonly Payment[];
  /** The first page is loading: a spinner. @default false */
  isLoading?: boolean;
  /** The history failed to load: an error instead of the list. @default false */
  hasError?: boolean;
  /** Shows "Try again" with the error. */
  onRetry?: () => void;
  /** Shows "Load more" under the list; pass it only while the last page had a `next` cursor. */
  onLoadMore?: () => void;
  /** The next page is loading: "Load more" shows its pending state. @default false */
  isLoadingMore?: boolean;
  /** `auto`: a table from sm up, swipe cards below (part 2 §9). @default 'auto' */
  layout?: ResponsiveCollectionLayout;
  /** A class for the outer element. */
  className?: string;
}

/**
 * Payment history (part 2 §2): a paged list, 10 entries a page with a cursor, each with its
 * date, description, status and amount in dollars (the domain's `paymentRow`). A table on wide
 * screens and swipe cards on narrow ones; loading, empty and error states of its own.
 */
export function PaymentHistoryList({
  payments,
  isLoading = false,
  hasError = false,
  onRetry,
  onLoadMore,
  isLoadingMore = false,
  layout = 'auto',
  className,
}: PaymentHistoryListProps) {
  const t = useUIMessages();
  const intl = useIntl();

  if (hasError) {
    return (
      <LoadFailedAlert
        message={t('ui.paymentHistoryList.loadFailed')}
        retryLabel={t('ui.paymentHistoryList.retry')}
        onRetry={onRetry}
        className={className}
      />
    );
  }

  const rows = payments.map(paymentRow);
  // The row's date is a UTC calendar day: format it in UTC so no time zone moves it.
  const dateOf = (row: PaymentRow): ReactNode => (
    <time dateTime={row.date} dir="auto">
      {/^\d{4}-\d{2}-\d{2}$/.test(row.date)
        ? intl.formatDate(`${row.date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
        : row.date}
    </time>
  );
  const statusOf = (row: PaymentRow): ReactNode => {
    const known = (paymentStatuses as readonly string[]).includes(row.status)
      ? (row.status as KnownStatus)
      : null;
    return (
      <span className={cx(styles.statusTag, styles.status[known ? statusTones[known] : 'info'])}>
        {known ? t(`ui.paymentHistoryList.status.${known}` as UIMessageId) : row.status}
      </span>
    );
  };

  const columns: ResponsiveCollectionColumn<PaymentRow>[] = [
    { id: 'date', name: t('ui.paymentHistoryList.date'), cell: dateOf },
    {
      id: 'description',
      name: t('ui.paymentHistoryList.description'),
      isRowHeader: true,
      cell: (row) => <span className={styles.description}>{row.description}</span>,
    },
    { id: 'status', name: t('ui.paymentHistoryList.status'), cell: statusOf },
    {
      id: 'amount',
      name: t('ui.paymentHistoryList.amount'),
      align: 'end',
      cell: (row) => <span className={styles.amount}>{row.amount}</span>,
    },
  ];

  return (
    <ResponsiveCollection
      className={cx(styles.paymentHistoryList, className)}
      aria-label={t('ui.paymentHistoryList.label')}
      items={rows}
      columns={columns}
      layout={layout}
      isLoading={isLoading}
      emptyState={<EmptyState title={t('ui.paymentHistoryList.empty')} />}
      {...(onLoadMore ? { onLoadMore } : {})}
      isLoadingMore={isLoadingMore}
      positionLabel={(index, total) => t('ui.paymentHistoryList.position', { index, total })}
      renderCard={(row) => (
        <Card as="article" className={styles.card}>
          <p className={styles.cardTitle}>{row.description}</p>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('ui.paymentHistoryList.date')}</dt>
            <dd className={styles.detail}>{dateOf(row)}</dd>
            <dt className={styles.term}>{t('ui.paymentHistoryList.status')}</dt>
            <dd className={styles.detail}>{statusOf(row)}</dd>
            <dt className={styles.term}>{t('ui.paymentHistoryList.amount')}</dt>
            <dd className={cx(styles.detail, styles.amount)}>{row.amount}</dd>
          </dl>
        </Card>
      )}
    />
  );
}
