import type { Notification } from '@backline/domain';
import { DialogTrigger } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { InlineError } from '../../components/InlineError/InlineError';
import { Link } from '../../components/Link/Link';
import { Popover } from '../../components/Popover/Popover';
import { Icon } from '../../components/private/icons/Icon';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import { NotificationItem } from '../NotificationItem/NotificationItem';
import * as styles from './NotificationBell.css';

/** The notifications page that "view all" opens (part 1 §2). */
export const NOTIFICATIONS_PATH = '/notifications';

export interface NotificationBellProps {
  /** The newest notifications (the first page of `GET /users/{id}/my_notifications`, limit 20). */
  notifications: readonly Notification[];
  /** `unread_total` of that answer (kept by `addNotification`/`removeNotification`): the badge. */
  unreadTotal: number;
  /** The current time, for "3 hours ago" (the app's clock). */
  now: Date;
  /**
   * Called when the dropdown opens with unread notifications: `POST …/my_notifications/read`
   * and `markNotificationsRead(state, now)` (part 1 §4: opening the dropdown marks them read).
   */
  onMarkRead?: () => void;
  /** Called whenever the dropdown opens or closes (to refresh the list on open, say). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The list is loading. @default false */
  isLoading?: boolean;
  /** Loading failed. @default false */
  hasError?: boolean;
  /** Loads again after a failure. */
  onRetry?: () => void;
  /** Where "view all" goes. @default '/notifications' */
  viewAllHref?: string;
  /** Accepts a friend request inline (see NotificationItem). */
  onAcceptFriendRequest?: (notification: Notification) => void;
  /** Ids of the notifications whose acceptance is on its way. */
  acceptingIds?: Iterable<string>;
  /** Ids of the notifications whose last acceptance failed. */
  acceptErrorIds?: Iterable<string>;
  /** Deletes a notification (see NotificationItem). */
  onDelete?: (notification: Notification) => void;
  /** Where a message notification leads: its conversation (see NotificationItem). */
  conversationHref?: (notification: Notification) => string | undefined;
  /** Opens the dropdown at first (a story, a test). @default false */
  defaultOpen?: boolean;
}

/**
 * The top bar's notification bell (part 1 §2, §4, §9): a badge with the unread count ("99+" at 99
 * or more), and a dropdown with the newest notifications that marks them read as it opens, and
 * "view all" to /notifications.
 *
 * How to use: pass it to TopBar's `notifications` slot: `<NotificationBell
 * notifications={state.notifications} unreadTotal={state.unread_total} now={now}
 * onMarkRead={markRead} onAcceptFriendRequest={accept} onDelete={remove} />`, with `state` kept by
 * the domain's notification functions and the live stream (`GET /api/events`).
 */
export function NotificationBell({
  notifications,
  unreadTotal,
  now,
  onMarkRead,
  onOpenChange,
  isLoading = false,
  hasError = false,
  onRetry,
  viewAllHref = NOTIFICATIONS_PATH,
  onAcceptFriendRequest,
  acceptingIds,
  acceptErrorIds,
  onDelete,
  conversationHref,
  defaultOpen = false,
}: NotificationBellProps) {
  const t = useUIMessages();
  const accepting = new Set(acceptingIds ?? []);
  const acceptErrors = new Set(acceptErrorIds ?? []);
  const label =
    unreadTotal > 0
      ? t('ui.notificationBell.labelWithUnread', { count: unreadTotal })
      : t('ui.notificationBell.label');

  return (
    <DialogTrigger
      defaultOpen={defaultOpen}
      onOpenChange={(isOpen) => {
        if (isOpen && unreadTotal > 0) onMarkRead?.();
        onOpenChange?.(isOpen);
      }}
    >
      <Button variant="quiet" size="small" aria-label={label} className={styles.bell}>
        <BellIcon className={styles.icon} />
        <Badge count={unreadTotal} aria-hidden="true" className={styles.badge} />
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog title={t('ui.notificationBell.label')} headingLevel={2} className={styles.dialog}>
          {({ close }) => (
            <>
              {hasError && (
                <InlineError>
                  {t('ui.notificationBell.loadFailed')}{' '}
                  {onRetry && (
                    <Button variant="secondary" size="small" onPress={onRetry}>
                      {t('ui.peopleTable.retry')}
                    </Button>
                  )}
                </InlineError>
              )}
              {notifications.length > 0 ? (
                <ul className={styles.list}>
                  {notifications.map((notification) => (
                    <li key={notification.id}>
                      <NotificationItem
                        notification={notification}
                        now={now}
                        onAcceptFriendRequest={onAcceptFriendRequest}
                        isAccepting={accepting.has(notification.id)}
                        hasAcceptError={acceptErrors.has(notification.id)}
                        onDelete={onDelete}
                        conversationHref={conversationHref}
                        onOpenConversation={close}
                      />
                    </li>
                  ))}
                </ul>
              ) : isLoading ? (
                <div className={styles.placeholder}>
                  <Spinner />
                </div>
              ) : (
                !hasError && <p className={styles.placeholder}>{t('ui.notifications.empty')}</p>
              )}
              <Link
                href={viewAllHref}
                variant="standalone"
                className={styles.viewAll}
                onPress={close}
              >
                {t('ui.notifications.viewAll')}
              </Link>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function BellIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M5 8a5 5 0 0 1 10 0c0 5 2 6 2 6H3s2-1 2-6M8.5 17a1.5 1.5 0 0 0 3 0" />
    </Icon>
  );
}
