import {
  addNotification,
  type LiveNotification,
  markFriendRequestAccepted,
  markNotificationsRead as markRead,
  NOTIFICATIONS_PAGE_SIZE,
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

/** The bell's list: the newest page of notifications, kept live (part 1 §4 Notifications). */
export function useNotificationsFeed(me: string, fallbackData?: NotificationsPage) {
  const key = peoplePaths.notifications(me, 0, NOTIFICATIONS_PAGE_SIZE);
  const { data, error, isLoading, mutate } = useSWR<NotificationsPage>(key, {
    fallbackData,
    revalidateOnMount: fallbackData === undefined,
  });

  useLiveEvent('notification', (notification: LiveNotification) => {
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

  useLiveEvent('notification', (notification: LiveNotification) => {
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
