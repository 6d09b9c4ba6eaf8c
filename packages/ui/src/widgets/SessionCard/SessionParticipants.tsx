import { type SessionParticipant, shortenName } from '@backline/domain';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar/Avatar';
import { cx } from '../../components/private/cx';
import { useInstrumentName } from '../../i18n/useInstrumentName';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './SessionCard.css';

export interface SessionParticipantsProps {
  /** Who is in the session (domain `sessionParticipants`), each with the tracks they play. */
  participants: readonly SessionParticipant[];
  /** A class for the list. */
  className?: string;
}

/**
 * The musicians of a live session: avatar, name (shortened to 20 characters, part 1 §9), a
 * "Friend" tag for the signed-in user's friends, and the instruments of their tracks.
 */
export function SessionParticipants({ participants, className }: SessionParticipantsProps) {
  const t = useUIMessages();
  const intl = useIntl();
  const instrumentName = useInstrumentName();
  if (participants.length === 0) {
    return (
      <p className={cx(styles.noParticipants, className)}>{t('ui.sessions.noParticipants')}</p>
    );
  }
  return (
    <ul className={cx(styles.participants, className)} aria-label={t('ui.sessions.participants')}>
      {participants.map(({ id, user, tracks }) => {
        const shortName = shortenName(user.name);
        const instruments = tracks.map((track) =>
          instrumentName(track.instrument_id, track.instrument),
        );
        return (
          <li key={id} className={styles.participant} data-user-id={user.id}>
            <Avatar person={user} size="small" isDecorative />
            <span className={styles.participantText}>
              <span
                className={styles.participantName}
                dir="auto"
                title={shortName === user.name ? undefined : user.name}
              >
                {shortName}
              </span>
              {user.is_friend && (
                <span className={styles.friendTag}>{t('ui.sessions.friend')}</span>
              )}
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
  );
}
