import { type Session, sessionParticipants, sessionPrivacyOf } from '@backline/domain';
import { type HTMLAttributes, useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { cx } from '../../components/private/cx';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './SessionCard.css';
import { SessionParticipants } from './SessionParticipants';
import { SessionPrivacyTag } from './SessionPrivacyTag';

export const sessionCardHeadingLevels = [2, 3, 4] as const;
export type SessionCardHeadingLevel = (typeof sessionCardHeadingLevels)[number];

export interface SessionCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The session as GET /api/sessions answers it (part 1 §3 Session). */
  session: Session;
  /**
   * Called with the session when Join is pressed; without it there is no Join button. The app
   * decides what joining does with the domain's `joinSessionAction` (a join request and its info
   * toast for a private session with approval, otherwise the desktop app).
   */
  onJoin?: (session: Session) => void;
  /** The join is under way: the Join button shows its pending state. @default false */
  isJoining?: boolean;
  /** The heading level of the session's description in the page outline. @default 3 */
  headingLevel?: SessionCardHeadingLevel;
}

/** The session's title: its description, or "Untitled session" when it has none. */
export function useSessionTitle(): (session: Pick<Session, 'description'>) => string {
  const t = useUIMessages();
  return (session) => session.description.trim() || t('ui.sessions.untitled');
}

/**
 * One live session (part 1 §2 sessions list): its description, privacy option, when it started,
 * the musicians with their avatars and instruments, and a Join button.
 */
export function SessionCard({
  session,
  onJoin,
  isJoining = false,
  headingLevel = 3,
  className,
  ...props
}: SessionCardProps) {
  const t = useUIMessages();
  const intl = useIntl();
  const titleOf = useSessionTitle();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const title = titleOf(session);
  return (
    <Card
      {...props}
      as="article"
      elevation="raised"
      aria-labelledby={headingId}
      className={cx(styles.sessionCard, className)}
      data-session-id={session.id}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title} dir="auto">
          {title}
        </Heading>
        <SessionPrivacyTag privacy={sessionPrivacyOf(session)} />
      </div>
      {/* Its own direction: under the right-to-left preference a date must not be reordered. */}
      <time className={styles.createdAt} dateTime={session.created_at} dir="auto">
        {intl.formatDate(session.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
      <SessionParticipants participants={sessionParticipants(session)} />
      {onJoin && (
        <div className={styles.actions}>
          <Button
            onPress={() => onJoin(session)}
            isPending={isJoining}
            aria-label={t('ui.sessions.joinSession', { session: title })}
          >
            {t('ui.sessions.join')}
          </Button>
        </div>
      )}
    </Card>
  );
}
