import { groupSessionHistory, historyInstruments, type SessionHistoryRow } from '@backline/domain';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar/Avatar';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { cx } from '../../components/private/cx';
import { Spinner } from '../../components/Spinner/Spinner';
import { LoadMoreButton } from '../../components/Table/LoadMoreButton';
import { useUIMessages } from '../../i18n/useUIMessages';
import { LoadFailedAlert } from '../private/LoadFailedAlert';
import { useSessionTitle } from '../SessionCard/SessionCard';
import * as styles from './SessionHistoryList.css';

export const sessionHistoryHeadingLevels = [2, 3, 4] as const;
export type SessionHistoryHeadingLevel = (typeof sessionHistoryHeadingLevels)[number];

export interface SessionHistoryListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * Every row loaded so far (part 1 §3 Session history row), pages of GET
   * /api/sessions/history joined with the domain's `appendSessionHistory`; they are grouped by
   * session here (`groupSessionHistory`), so a session split across two pages shows once.
   */
  rows: readonly SessionHistoryRow[];
  /** The first page is loading: a spinner. @default false */
  isLoading?: boolean;
  /** The history failed to load: an error instead of the list. @default false */
  hasError?: boolean;
  /** Shows "Try again" with the error. */
  onRetry?: () => void;
  /** Shows "Load more" under the list; pass it while another page of 50 may exist. */
  onLoadMore?: () => void;
  /** The next page is loading: "Load more" shows its pending state. @default false */
  isLoadingMore?: boolean;
  /** The heading level of each session in the page outline. @default 2 */
  headingLevel?: SessionHistoryHeadingLevel;
}

/**
 * Session history (part 1 §2): a paged list grouped by session — each past session with its
 * description, when it was played, and the musicians who played with their instruments.
 */
export function SessionHistoryList({
  rows,
  isLoading = false,
  hasError = false,
  onRetry,
  onLoadMore,
  isLoadingMore = false,
  headingLevel = 2,
  className,
  ...props
}: SessionHistoryListProps) {
  const t = useUIMessages();
  const intl = useIntl();
  const titleOf = useSessionTitle();
  const listId = useId();
  const Heading = `h${headingLevel}` as const;
  const groups = groupSessionHistory(rows);

  let content: ReactNode;
  if (hasError) {
    content = (
      <LoadFailedAlert
        message={t('ui.sessionHistory.loadFailed')}
        retryLabel={t('ui.sessions.retry')}
        onRetry={onRetry}
      />
    );
  } else if (isLoading && groups.length === 0) {
    content = (
      <div className={styles.status}>
        <Spinner />
      </div>
    );
  } else if (groups.length === 0) {
    content = <EmptyState headingLevel={headingLevel} title={t('ui.sessionHistory.empty')} />;
  } else {
    content = (
      <>
        <ol id={listId} className={styles.groups} aria-label={t('ui.sessionHistory.label')}>
          {groups.map((group) => (
            <li key={group.session_id}>
              <Card
                as="article"
                className={styles.group}
                aria-labelledby={`${listId}-${group.session_id}`}
              >
                <div className={styles.groupHeader}>
                  <Heading id={`${listId}-${group.session_id}`} className={styles.title}>
                    {titleOf(group)}
                  </Heading>
                  {/* Its own direction: under the right-to-left preference "1 mar 2026" must stay in order. */}
                  <span className={styles.meta} dir="auto">
                    <time dateTime={group.created_at}>
                      {intl.formatDate(group.created_at, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </time>
                    {' · '}
                    {t('ui.sessionHistory.participantCount', { count: group.participants.length })}
                  </span>
                </div>
                <ul className={styles.participants} aria-label={t('ui.sessions.participants')}>
                  {group.participants.map((row) => {
                    const name = `${row.first_name} ${row.last_name}`.trim();
                    const instruments = historyInstruments(row);
                    return (
                      <li key={row.session_history_id} className={styles.participant}>
                        <Avatar
                          person={{ name, photo_url: row.photo_url }}
                          size="small"
                          isDecorative
                        />
                        <span className={styles.participantText}>
                          <span className={styles.name}>{name}</span>
                          {instruments.length > 0 && (
                            <span className={styles.instruments}>
                              {intl.formatList(instruments, { type: 'conjunction' })}
                            </span>
                          )}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </Card>
            </li>
          ))}
        </ol>
        {onLoadMore && (
          <div className={styles.more}>
            <LoadMoreButton isPending={isLoadingMore} onPress={onLoadMore} aria-controls={listId} />
          </div>
        )}
      </>
    );
  }

  return (
    <section {...props} className={cx(styles.sessionHistoryList, className)}>
      {content}
    </section>
  );
}
