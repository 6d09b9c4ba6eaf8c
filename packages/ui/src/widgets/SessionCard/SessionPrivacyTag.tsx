import { SESSION_PRIVACY, type SessionPrivacy } from '@backline/domain';
import { cx } from '../../components/private/cx';
import { visuallyHidden } from '../../components/private/visuallyHidden.css';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './SessionCard.css';
import { privacyMessageId } from './sessionPrivacyMessage';

export interface SessionPrivacyTagProps {
  /** The session's privacy option (domain `sessionPrivacyOf`). */
  privacy: SessionPrivacy;
  /** Says "Privacy:" before the option for screen readers, where no column header does. @default true */
  isLabelled?: boolean;
  /** A class for the tag. */
  className?: string;
}

/** A session's privacy option as a tag: "Public", "Private (join by approval)", … */
export function SessionPrivacyTag({
  privacy,
  isLabelled = true,
  className,
}: SessionPrivacyTagProps) {
  const t = useUIMessages();
  return (
    <span
      className={cx(
        styles.privacyTag,
        privacy === SESSION_PRIVACY.public ? styles.privacyPublic : styles.privacyPrivate,
        className,
      )}
      data-privacy={privacy}
    >
      {isLabelled && <span className={visuallyHidden}>{t('ui.sessions.privacy')}: </span>}
      {t(privacyMessageId(privacy))}
    </span>
  );
}
