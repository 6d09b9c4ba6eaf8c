import type { LiveNotification, Notification } from '@backline/domain';
import { NotificationBell, toastQueue } from '@backline/ui';
import { useState } from 'react';
import { conversationHref, useNotificationsFeed } from '../../hooks/useNotificationsFeed';
import { useT } from '../../i18n/useT';
import { showMessageNotification } from '../../live/desktopNotifications';
import { useLiveEvent } from '../../live/LiveEvents';

/**
 * The bell of the top bar (part 1 §2, §4): the unread count (99+), kept live by the events
 * stream; opening the dropdown marks everything read; friend requests are accepted in place;
 * "view all" leads to /notifications. A new message also shows as a desktop notification when
 * the user allowed them.
 */
export function NotificationBellSlot({ me }: { me: string }) {
  const t = useT();
  const feed = useNotificationsFeed(me);
  const [accepting, setAccepting] = useState<string | null>(null);
  const [acceptFailed, setAcceptFailed] = useState<string | null>(null);

  useLiveEvent('notification', (notification: LiveNotification) =>
    showMessageNotification(notification),
  );

  const accept = async (notification: Notification) => {
    if (!notification.friend_request_id) return;
    setAccepting(notification.id);
    setAcceptFailed(null);
    try {
      await feed.accept(notification.friend_request_id);
      toastQueue.success(t('friends.requestAccepted'));
    } catch {
      setAcceptFailed(notification.id);
      toastQueue.error(t('friends.acceptFailed'));
    } finally {
      setAccepting(null);
    }
  };

  return (
    <NotificationBell
      notifications={feed.notifications}
      unreadTotal={feed.unreadTotal}
      now={new Date()}
      isLoading={feed.isLoading}
      hasError={Boolean(feed.error)}
      onRetry={() => void feed.retry()}
      onMarkRead={() => void feed.openDropdown()}
      onAcceptFriendRequest={(n) => void accept(n)}
      acceptingIds={accepting ? [accepting] : []}
      acceptErrorIds={acceptFailed ? [acceptFailed] : []}
      onDelete={(n) => void feed.remove(n.id)}
      viewAllHref="/notifications"
      conversationHref={conversationHref}
    />
  );
}
