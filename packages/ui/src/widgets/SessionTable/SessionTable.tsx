import { type Session, sessionParticipants, sessionPrivacyOf } from '@backline/domain';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button';
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
import { SessionCard, useSessionTitle } from '../SessionCard/SessionCard';
import { SessionParticipants } from '../SessionCard/SessionParticipants';
import { SessionPrivacyTag } from '../SessionCard/SessionPrivacyTag';
import * as styles from './SessionTable.css';

export interface SessionTableProps {
  /** The sessions to list, as GET /api/sessions (or /friends, /public, /inactive) answers them. */
  sessions: readonly Session[];
  /** Names the list for screen readers. @default "Sessions" (ui.sessionTable.label) */
  'aria-label'?: string;
  /**
   * Called with a session when its Join button is pressed; without it no row has one. The app
   * decides what joining does with the domain's `joinSessionAction`.
   */
  onJoin?: (session: Session) => void;
  /** The id of the session being joined: its Join button shows its pending state. */
  joiningSessionId?: string | null;
  /** The list is loading and has nothing to show yet: a spinner. @default false */
  isLoading?: boolean;
  /**
   * The list failed to load: "There was an error retrieving the session list. Please try
   * again." (part 1 §8) shows instead of the list. @default false
   */
  hasError?: boolean;
  /** Shows a "Try again" button with the error, which calls this. */
  onRetry?: () => void;
  /** Where the empty state's "Create Session" link goes (part 1 §2). @default '/sessions/new' */
  createSessionHref?: string;
  /**
   * `auto`: a table from the sm breakpoint (576 px) up, session cards below (part 1 §2 "a table
   * or swiper"); `table` or `cards` forces one. @default 'auto'
   */
  layout?: ResponsiveCollectionLayout;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The sessions list (part 1 §2): a table on wide screens and swipe cards on narrow ones, with
 * each session's musicians (avatars and instruments), privacy option and a Join button; an empty
 * state that links to /sessions/new; the error text of §8 when the list fails to load.
 */
export function SessionTable({
  sessions,
  'aria-label': ariaLabel,
  onJoin,
  joiningSessionId = null,
  isLoading = false,
  hasError = false,
  onRetry,
  createSessionHref = '/sessions/new',
  layout = 'auto',
  className,
}: SessionTableProps) {
  const t = useUIMessages();
  const intl = useIntl();
  const titleOf = useSessionTitle();

  if (hasError) {
    return (
      <div className={cx(styles.sessionTable, className)}>
        <LoadFailedAlert
          message={t('ui.sessions.listFailed')}
          retryLabel={t('ui.sessions.retry')}
          onRetry={onRetry}
        />
      </div>
    );
  }

  if (!isLoading && sessions.length === 0) {
    return (
      <EmptyState
        className={cx(styles.sessionTable, className)}
        title={t('ui.sessionTable.empty')}
        action={
          <Link href={createSessionHref} variant="standalone">
            {t('ui.sessions.createSession')}
          </Link>
        }
      />
    );
  }

  const columns: ResponsiveCollectionColumn<Session>[] = [
    {
      id: 'session',
      name: t('ui.sessions.session'),
      isRowHeader: true,
      cell: (session) => (
        <span className={styles.sessionCell}>
          <span className={styles.sessionTitle} dir="auto">
            {titleOf(session)}
          </span>
          <time className={styles.createdAt} dateTime={session.created_at} dir="auto">
            {intl.formatDate(session.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </span>
      ),
    },
    {
      id: 'musicians',
      name: t('ui.sessions.participants'),
      cell: (session) => <SessionParticipants participants={sessionParticipants(session)} />,
    },
    {
      id: 'privacy',
      name: t('ui.sessions.privacy'),
      cell: (session) => (
        <SessionPrivacyTag privacy={sessionPrivacyOf(session)} isLabelled={false} />
      ),
    },
  ];
  if (onJoin) {
    columns.push({
      id: 'join',
      name: t('ui.sessions.join'),
      align: 'end',
      cell: (session) => (
        <Button
          size="small"
          onPress={() => onJoin(session)}
          isPending={joiningSessionId === session.id}
          aria-label={t('ui.sessions.joinSession', { session: titleOf(session) })}
        >
          {t('ui.sessions.join')}
        </Button>
      ),
    });
  }

  return (
    <ResponsiveCollection
      className={cx(styles.sessionTable, className)}
      aria-label={ariaLabel ?? t('ui.sessionTable.label')}
      items={sessions}
      columns={columns}
      layout={layout}
      isLoading={isLoading}
      positionLabel={(index, total) => t('ui.sessionTable.position', { index, total })}
      renderCard={(session) => (
        <SessionCard
          session={session}
          onJoin={onJoin}
          isJoining={joiningSessionId === session.id}
          className={styles.card}
        />
      )}
    />
  );
}
