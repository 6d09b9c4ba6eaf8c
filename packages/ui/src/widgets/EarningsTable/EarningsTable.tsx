import {
  AFFILIATE_LINKS_PATH,
  type AffiliatePaymentRow,
  type EarningsRow,
  earningsRows,
} from '@backline/domain';
import { useId } from 'react';
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
import * as styles from './EarningsTable.css';

export interface EarningsTableProps {
  /** The affiliate payment rows (part 2 §3) of GET /api/affiliate_partners/payments. */
  payments: readonly AffiliatePaymentRow[];
  /** The payments are loading: a spinner. @default false */
  isLoading?: boolean;
  /** The payments failed to load: an error instead of the table. @default false */
  hasError?: boolean;
  /** Shows "Try again" with the error. */
  onRetry?: () => void;
  /** `auto`: a table from sm up, swipe cards below (part 2 §2). @default 'auto' */
  layout?: ResponsiveCollectionLayout;
  /** A class for the outer element. */
  className?: string;
}

const CHART_BAR = 24;
const CHART_GAP = 8;
const CHART_HEIGHT = 96;

/**
 * Affiliate earnings (part 2 §2): month/year, subscriptions sold per plan with counts, JamTracks
 * sold and earnings in dollars (the domain's `earningsRows`, newest first); swipe cards on narrow
 * screens; an empty state linking to the affiliate links. Above the table, a small bar chart of
 * earnings over time (oldest to newest) whose text alternative is its caption and the table.
 */
export function EarningsTable({
  payments,
  isLoading = false,
  hasError = false,
  onRetry,
  layout = 'auto',
  className,
}: EarningsTableProps) {
  const t = useUIMessages();
  const intl = useIntl();
  const captionId = useId();

  if (hasError) {
    return (
      <LoadFailedAlert
        message={t('ui.earningsTable.loadFailed')}
        retryLabel={t('ui.earningsTable.retry')}
        onRetry={onRetry}
        className={className}
      />
    );
  }

  const rows = earningsRows(payments);
  const monthName = (row: EarningsRow) => {
    const [year, month] = row.key.split('-').map(Number) as [number, number];
    return intl.formatDate(Date.UTC(year, month - 1, 1), {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
  };
  const dollars = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  const monthOf = (row: EarningsRow) => <time dateTime={row.key}>{monthName(row)}</time>;
  const subscriptionsOf = (row: EarningsRow) =>
    row.subscriptions.length === 0 ? (
      <span className={styles.muted}>{t('ui.earningsTable.noSubscriptions')}</span>
    ) : (
      <ul className={styles.plans}>
        {row.subscriptions.map((sold) => (
          <li key={sold.plan}>
            {t('ui.earningsTable.planCount', { plan: sold.planName, count: sold.count })}
          </li>
        ))}
      </ul>
    );
  const amountOf = (row: EarningsRow) => (
    <span className={styles.number}>{dollars(row.earningsCents)}</span>
  );
  const columns: ResponsiveCollectionColumn<EarningsRow>[] = [
    { id: 'month', name: t('ui.earningsTable.month'), isRowHeader: true, cell: monthOf },
    { id: 'subscriptions', name: t('ui.earningsTable.subscriptions'), cell: subscriptionsOf },
    {
      id: 'jamtracks',
      name: t('ui.earningsTable.jamtracksSold'),
      align: 'end',
      cell: (row) => <span className={styles.number}>{intl.formatNumber(row.jamtracksSold)}</span>,
    },
    { id: 'earnings', name: t('ui.earningsTable.earnings'), align: 'end', cell: amountOf },
  ];

  // The chart reads left to right in time: oldest first.
  const timeline = [...rows].reverse();
  const highest = timeline.reduce<EarningsRow | null>(
    (best, row) => (best === null || row.earningsCents > best.earningsCents ? row : best),
    null,
  );
  const max = Math.max(1, ...timeline.map((row) => row.earningsCents));
  const total = timeline.reduce((sum, row) => sum + row.earningsCents, 0);
  const summary =
    highest && timeline.length > 0
      ? t('ui.earningsTable.chartSummary', {
          from: monthName(timeline[0]!),
          to: monthName(timeline[timeline.length - 1]!),
          total: dollars(total),
          best: monthName(highest),
          bestAmount: dollars(highest.earningsCents),
        })
      : '';
  const chartWidth = timeline.length * (CHART_BAR + CHART_GAP) - CHART_GAP;

  return (
    <div className={cx(styles.earningsTable, className)}>
      {timeline.length > 1 && highest && (
        <figure className={styles.chart} aria-labelledby={captionId}>
          <svg
            className={styles.chartSvg}
            role="img"
            viewBox={`0 0 ${chartWidth} ${CHART_HEIGHT}`}
            preserveAspectRatio="none"
          >
            <title>{summary}</title>
            {timeline.map((row, index) => {
              const height = Math.max(1, (row.earningsCents / max) * CHART_HEIGHT);
              return (
                <rect
                  key={row.key}
                  className={styles.bar}
                  x={index * (CHART_BAR + CHART_GAP)}
                  y={CHART_HEIGHT - height}
                  width={CHART_BAR}
                  height={height}
                >
                  <title>{`${monthName(row)}: ${dollars(row.earningsCents)}`}</title>
                </rect>
              );
            })}
          </svg>
          <figcaption id={captionId} className={styles.caption}>
            {summary}
          </figcaption>
        </figure>
      )}
      <ResponsiveCollection
        aria-label={t('ui.earningsTable.label')}
        items={rows}
        itemKey={(row) => row.key}
        columns={columns}
        layout={layout}
        isLoading={isLoading}
        emptyState={
          <EmptyState
            title={t('ui.earningsTable.emptyTitle')}
            description={t('ui.earningsTable.empty')}
            action={<Link href={AFFILIATE_LINKS_PATH}>{t('ui.earningsTable.getLinks')}</Link>}
          />
        }
        positionLabel={(index, count) => t('ui.earningsTable.position', { index, total: count })}
        renderCard={(row) => (
          <Card as="article" className={styles.card}>
            <p className={styles.cardTitle}>{monthOf(row)}</p>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('ui.earningsTable.subscriptions')}</dt>
              <dd className={styles.detail}>{subscriptionsOf(row)}</dd>
              <dt className={styles.term}>{t('ui.earningsTable.jamtracksSold')}</dt>
              <dd className={styles.detail}>{intl.formatNumber(row.jamtracksSold)}</dd>
              <dt className={styles.term}>{t('ui.earningsTable.earnings')}</dt>
              <dd className={styles.detail}>{amountOf(row)}</dd>
            </dl>
          </Card>
        )}
      />
    </div>
  );
}
