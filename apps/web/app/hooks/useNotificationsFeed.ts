import {
  addNotification,
  type LiveNotification,
  markFriendRequestAccepted,
  markNotificationsRead as markRead,
  NOTIFICATION_DESCRIPTIONS,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationsPage,
  removeNotification,
} from '@backline/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  acceptFriendRequest,
  deleteNotification,
  markNotificationsRead,
  peoplePaths,
} from '../api/people';
import { useLiveEvent } from '../live/LiveEvents';
import { isThreadOpen } from './useTextThread';

/**
 * Where a message notification leads: the message dialog with its sender, over the current page
 * (the query action `open=message`, part 1 §2).
 */
export function conversationHref(notification: Notification): string | undefined {
  if (!notification.source_user_id) return undefined;
  return `?${new URLSearchParams({ open: 'message', id: notification.source_user_id })}`;
}

/**
 * A live notification as the lists take it: a message from someone whose thread is open on this
 * page is already read — the reader sees it in the thread, and the thread marks it read on the
 * server (useTextThread) — so it never raises the badge.
 */
function asArrived(notification: LiveNotification): LiveNotification {
  const seen =
    notification.description === NOTIFICATION_DESCRIPTIONS.textMessage &&
    notification.read_at === null &&
    notification.source_user_id !== null &&
    isThreadOpen(notification.source_user_id);
  return seen ? { ...notification, read_at: new Date().toISOString() } : notification;
}

/** The bell's list: the newest page of notifications, kept live (part 1 §4 Notifications). */
export function useNotificationsFeed(me: string, fallbackData?: NotificationsPage) {
  const key = peoplePaths.notifications(me, 0, NOTIFICATIONS_PAGE_SIZE);
  const { data, error, isLoading, mutate } = useSWR<NotificationsPage>(key, {
    fallbackData,
    revalidateOnMount: fallbackData === undefined,
  });

  useLiveEvent('notification', (live: LiveNotification) => {
    const notification = asArrived(live);
    void mutate((page) => page && { ...page, ...addNotification(page, notification) }, {
      revalidate: false,
    });
  });

  /** Opening the dropdown marks everything read (POST …/my_notifications/read). */
  const openDropdown = useCallback(async () => {
    if (!data || data.unread_total === 0) return;
    await mutate((page) => page && { ...page, ...markRead(page, new Date()) }, {
      revalidate: false,
    });
    await markNotificationsRead(me).catch(() => mutate());
  }, [data, me, mutate]);

  const remove = useCallback(
    async (id: string) => {
      await deleteNotification(me, id);
      await mutate((page) => page && { ...page, ...removeNotification(page, id) }, {
        revalidate: false,
      });
    },
    [me, mutate],
  );

  const accept = useCallback(
    async (friendRequestId: string) => {
      await acceptFriendRequest(me, friendRequestId);
      await mutate(
        (page) => page && { ...page, ...markFriendRequestAccepted(page, friendRequestId) },
        { revalidate: false },
      );
    },
    [me, mutate],
  );

  return {
    notifications: data?.notifications ?? [],
    unreadTotal: data?.unread_total ?? 0,
    error: error as unknown,
    isLoading,
    retry: () => mutate(),
    openDropdown,
    remove,
    accept,
  };
}

/** The notifications page: every page, 20 at a time, newest first, with live additions. */
export function useNotificationsPages(me: string, fallbackFirstPage?: NotificationsPage) {
  const getKey = (_index: number, previous: NotificationsPage | null) => {
    if (previous && previous.next === null) return null;
    return peoplePaths.notifications(me, previous?.next ?? 0, NOTIFICATIONS_PAGE_SIZE);
  };
  const { data, error, isLoading, isValidating, size, setSize, mutate } =
    useSWRInfinite<NotificationsPage>(getKey, {
      fallbackData: fallbackFirstPage ? [fallbackFirstPage] : undefined,
      revalidateFirstPage: false,
    });

  useLiveEvent('notification', (live: LiveNotification) => {
    const notification = asArrived(live);
    void mutate(
      (pages) => {
        if (!pages || pages.length === 0) return pages;
        const [first, ...rest] = pages as [NotificationsPage, ...NotificationsPage[]];
        return [{ ...first, ...addNotification(first, notification) }, ...rest];
      },
      { revalidate: false },
    );
  });

  const pages = data ?? [];
  const notifications = pages.flatMap((page) => page.notifications);
  const last = pages[pages.length - 1];
  const hasMore = last ? last.next !== null : true;
  const isLoadingMore = isValidating && size > pages.length;

  const remove = useCallback(
    async (id: string) => {
      await deleteNotification(me, id);
      await mutate(
        (current) => current?.map((page) => ({ ...page, ...removeNotification(page, id) })),
        { revalidate: false },
      );
    },
    [me, mutate],
  );

  const accept = useCallback(
    async (friendRequestId: string) => {
      await acceptFriendRequest(me, friendRequestId);
      await mutate(
        (current) =>
          current?.map((page) => ({
            ...page,
            ...markFriendRequestAccepted(page, friendRequestId),
          })),
        { revalidate: false },
      );
    },
    [me, mutate],
  );

  return {
    notifications,
    unreadTotal: pages[0]?.unread_total ?? 0,
    error: error as unknown,
    isLoading,
    isLoadingMore,
    hasMore,
    loadMore: () => {
      if (hasMore && !isValidating) void setSize(size + 1);
    },
    remove,
    accept,
  };
}
