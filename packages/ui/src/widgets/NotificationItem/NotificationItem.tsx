import {
  isUnread,
  NOTIFICATION_DESCRIPTIONS,
  NOTIFICATION_KINDS,
  NOTIFICATION_SYSTEM_SOURCE,
  type Notification,
  notificationPreview,
  offersFriendRequestAccept,
  shortenName,
} from '@backline/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { InlineError } from '../../components/InlineError/InlineError';
import { Link } from '../../components/Link/Link';
import { cx } from '../../components/private/cx';
import { CloseIcon } from '../../components/private/icons/icons';
import { visuallyHidden } from '../../components/private/visuallyHidden.css';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './NotificationItem.css';
import { relativeTime } from './relativeTime';

export interface NotificationItemProps {
  /** The notification (part 1 §3), as `GET /users/{id}/my_notifications` or the live stream give it. */
  notification: Notification;
  /** The current time, for "3 hours ago" (the app's clock; stories and tests pass a fixed one). */
  now: Date;
  /**
   * Accepts the friend request inline: `POST /users/{id}/friend_requests/{friend_request_id}
   * {status: "accept"}`, then `markFriendRequestAccepted` (the item then says "Accepted").
   */
  onAcceptFriendRequest?: (notification: Notification) => void;
  /** The acceptance is on its way. @default false */
  isAccepting?: boolean;
  /** The last acceptance failed: "Error accepting friend request." @default false */
  hasAcceptError?: boolean;
  /** Deletes it: `DELETE /users/{id}/notifications/{id}` (204), then `removeNotification`. */
  onDelete?: (notification: Notification) => void;
  /**
   * Where a message notification leads: the conversation with its sender (the app's
   * `?open=message&id={source_user_id}`). Without it, no "Open conversation" link.
   */
  conversationHref?: (notification: Notification) => string | undefined;
  /** Called as the conversation link is pressed (the bell closes its dropdown). */
  onOpenConversation?: () => void;
  /** A class for the outer element. */
  className?: string;
}

/**
 * One notification (part 1 §2, §4): the sender's photo, what happened in the domain's words for
 * its kind (`NOTIFICATION_FORMATS`, translated) — "{name} sent you a message." with the message's
 * first 120 characters, "{name} sent you a friend request." with an inline Accept, a session
 * invitation… — how long ago, unread marked, and Delete.
 *
 * How to use: inside an `<li>` of the bell's dropdown (NotificationBell does this) or of the
 * /notifications page's list: `<li><NotificationItem notification={n} now={now}
 * onAcceptFriendRequest={accept} onDelete={remove} /></li>`.
 */
export function NotificationItem({
  notification,
  now,
  onAcceptFriendRequest,
  isAccepting = false,
  hasAcceptError = false,
  onDelete,
  conversationHref,
  onOpenConversation,
  className,
}: NotificationItemProps) {
  const t = useUIMessages();
  const intl = useIntl();
  const textId = useId();
  const unread = isUnread(notification);
  const sender = notification.source_user;
  const name = sender ? shortenName(sender.name) : NOTIFICATION_SYSTEM_SOURCE;
  const ago = relativeTime(notification.created_at, now);
  // The domain's text of each kind (NOTIFICATION_FORMATS) in the reader's language; a kind it
  // does not know gets its "other" text, as formatNotificationMessage does.
  const kind = knownKind(notification.description);
  const text = t(`ui.notificationFormat.${kind ?? 'other'}`, { name });
  const preview =
    kind === NOTIFICATION_DESCRIPTIONS.textMessage
      ? notificationPreview(notification.message) || null
      : null;

  const conversation =
    kind === NOTIFICATION_DESCRIPTIONS.textMessage && sender
      ? conversationHref?.(notification)
      : undefined;

  return (
    <div
      className={cx(styles.item, unread && styles.unread, className)}
      data-unread={unread || undefined}
    >
      {sender ? (
        <Avatar person={sender} size="small" isDecorative />
      ) : (
        <span className={styles.avatarPlaceholder} />
      )}
      <div className={styles.body}>
        <p id={textId} className={styles.text}>
          {unread && <span className={visuallyHidden}>{t('ui.notificationItem.unread')}: </span>}
          {text}
          {preview && <span className={styles.preview}>{preview}</span>}
        </p>
        <time dateTime={notification.created_at} className={styles.time}>
          {intl.formatRelativeTime(ago.value, ago.unit, { numeric: 'auto' })}
        </time>
        {conversation && (
          <div className={styles.actions}>
            <Link
              href={conversation}
              variant="standalone"
              aria-label={t('ui.notificationItem.openConversationWith', { name })}
              onPress={onOpenConversation}
            >
              {t('ui.notificationItem.openConversation')}
            </Link>
          </div>
        )}
        {notification.description === NOTIFICATION_DESCRIPTIONS.friendRequest &&
          (notification.accepted ? (
            <p className={styles.accepted}>{t('ui.notifications.accepted')}</p>
          ) : (
            offersFriendRequestAccept(notification) &&
            onAcceptFriendRequest && (
              <div className={styles.actions}>
                <Button
                  size="small"
                  isPending={isAccepting}
                  aria-describedby={textId}
                  onPress={() => onAcceptFriendRequest(notification)}
                >
                  {t('ui.notifications.accept')}
                </Button>
              </div>
            )
          ))}
        {hasAcceptError && <InlineError>{t('ui.friendship.acceptFailed')}</InlineError>}
      </div>
      {onDelete && (
        <Button
          variant="quiet"
          size="small"
          className={styles.deleteButton}
          aria-label={t('ui.notifications.delete')}
          aria-describedby={textId}
          onPress={() => onDelete(notification)}
        >
          <CloseIcon />
        </Button>
      )}
    </div>
  );
}

type NotificationKind = (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS];

function knownKind(description: string): NotificationKind | null {
  return Object.values(NOTIFICATION_KINDS).find((kind) => kind === description) ?? null;
}
