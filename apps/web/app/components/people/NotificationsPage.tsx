import {
  enableDesktopNotifications,
  type Notification,
  type NotificationsPage as Page,
} from '@backline/domain';
import { Alert, Button, EmptyState, NotificationItem, Spinner, toastQueue } from '@backline/ui';
import { useEffect, useState } from 'react';
import { useInfiniteScroll } from '../../hooks/useInfiniteScroll';
import { conversationHref, useNotificationsPages } from '../../hooks/useNotificationsFeed';
import { useT } from '../../i18n/useT';
import {
  desktopNotificationPermission,
  desktopNotificationsSupported,
} from '../../live/desktopNotifications';
import * as styles from './people.css';

/** A minute is fine for "3 hours ago"; the page need not re-render every second. */
function useNow(intervalMs = 60_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "Desktop notifications for new messages": asks the browser, or says it has no support (§8). */
function DesktopNotifications() {
  const t = useT();
  const [permission, setPermission] = useState<string>('default');
  useEffect(() => setPermission(desktopNotificationPermission()), []);
  const enable = async () => {
    const next = enableDesktopNotifications(desktopNotificationsSupported());
    if (next.kind === 'alert') {
      setPermission('unsupported');
      return;
    }
    setPermission(await window.Notification.requestPermission());
  };
  if (permission === 'granted') return <p>{t('people.notifications.desktopEnabled')}</p>;
  if (permission === 'denied') return <p>{t('people.notifications.desktopDenied')}</p>;
  if (permission === 'unsupported') {
    return <Alert tone="info">{t('people.notifications.unsupported')}</Alert>;
  }
  return (
    <Button variant="secondary" onPress={() => void enable()}>
      {t('people.notifications.desktopEnable')}
    </Button>
  );
}

/**
 * Your Notifications (part 1 §2): every notification, newest first, loaded 20 at a time as the
 * user scrolls; accept a friend request or delete in place; "No notifications found!".
 */
export function NotificationsPage({ me, firstPage }: { me: string; firstPage: Page | null }) {
  const t = useT();
  const now = useNow();
  const feed = useNotificationsPages(me, firstPage ?? undefined);
  const [accepting, setAccepting] = useState<string | null>(null);
  const [acceptFailed, setAcceptFailed] = useState<string | null>(null);
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    feed.loadMore,
    feed.hasMore && !feed.isLoadingMore,
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
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('people.notifications.title')}</h1>
        <DesktopNotifications />
      </header>
      {Boolean(feed.error) && <Alert tone="error">{t('people.notifications.loadFailed')}</Alert>}
      {feed.isLoading && feed.notifications.length === 0 ? (
        <Spinner label={t('common.loading')} />
      ) : feed.notifications.length === 0 && !feed.error ? (
        <EmptyState title={t('people.notifications.empty')} />
      ) : (
        <ul className={styles.list}>
          {feed.notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                notification={notification}
                now={now}
                onAcceptFriendRequest={(n) => void accept(n)}
                isAccepting={accepting === notification.id}
                hasAcceptError={acceptFailed === notification.id}
                onDelete={(n) => void feed.remove(n.id)}
                conversationHref={conversationHref}
              />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className={styles.sentinel} />
      {feed.isLoadingMore && <Spinner label={t('common.loading')} />}
    </div>
  );
}
