import {
  mergeTextMessages,
  TEXT_MESSAGES_PAGE_SIZE,
  type TextMessage,
  type TextMessagesPage,
} from '@backline/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { markNotificationsRead, peoplePaths, sendTextMessage } from '../api/people';
import { useLiveEvent } from '../live/LiveEvents';

/** The people whose thread is open on this page (a count per person: two dialogs may share one). */
const openThreads = new Map<string, number>();

/** Whether the thread with this person is open on this page (its messages are being read). */
export function isThreadOpen(userId: string): boolean {
  return (openThreads.get(userId) ?? 0) > 0;
}

/**
 * While the thread with `other` is open: it counts as open for the notification lists, its
 * messages' notifications are marked read on the server when it opens and when one arrives,
 * and the lists (SWR keys of my_notifications) load the new unread total.
 */
function useReadThread(me: string, other: string | null) {
  const { mutate } = useSWRConfig();
  const notificationsPrefix = peoplePaths.notifications(me, 0, 0).split('?')[0] ?? '';
  const markRead = useCallback(
    (from: string) =>
      markNotificationsRead(me, from)
        .then(() =>
          // The bell's page of my_notifications: its unread total comes from the server again.
          mutate((key) => typeof key === 'string' && key.startsWith(notificationsPrefix)),
        )
        .catch(() => {
          // Still unread on the server: the badge says so on its next load, nothing is lost.
        }),
    [me, mutate, notificationsPrefix],
  );
  useEffect(() => {
    if (!other) return;
    openThreads.set(other, (openThreads.get(other) ?? 0) + 1);
    void markRead(other);
    return () => {
      const count = (openThreads.get(other) ?? 1) - 1;
      if (count > 0) openThreads.set(other, count);
      else openThreads.delete(other);
    };
  }, [other, markRead]);
  return markRead;
}

/**
 * The message dialog's thread with `other` (part 1 §2, §7): pages of 10 newest first, shown
 * oldest first; messages of this pair arriving live, and the user's own sends, merge in without
 * duplicates (domain `mergeTextMessages`).
 */
export function useTextThread(me: string, other: string | null) {
  const getKey = (_index: number, previous: TextMessagesPage | null) => {
    if (!other) return null;
    if (previous && previous.next === null) return null;
    return peoplePaths.thread(other, previous?.next ?? 0, TEXT_MESSAGES_PAGE_SIZE);
  };
  const { data, error, isLoading, isValidating, size, setSize } = useSWRInfinite<TextMessagesPage>(
    getKey,
    { revalidateFirstPage: false },
  );
  const [extra, setExtra] = useState<TextMessage[]>([]);
  const [sending, setSending] = useState(false);

  const inThread = useCallback(
    (message: TextMessage) =>
      other !== null &&
      ((message.source_user_id === me && message.target_user_id === other) ||
        (message.source_user_id === other && message.target_user_id === me)),
    [me, other],
  );

  const markRead = useReadThread(me, other);
  useLiveEvent('text_message', (message) => {
    if (!inThread(message)) return;
    setExtra((current) => mergeTextMessages(current, [message]));
    if (message.source_user_id === other) void markRead(other);
  });

  const messages = useMemo(
    () =>
      mergeTextMessages(
        (data ?? []).flatMap((page) => page.text_messages),
        extra.filter(inThread),
      ),
    [data, extra, inThread],
  );
  const last = data?.[data.length - 1];

  const send = useCallback(
    async (text: string) => {
      if (!other) return;
      setSending(true);
      try {
        const sent = await sendTextMessage(me, other, text);
        setExtra((current) => mergeTextMessages(current, [sent]));
      } finally {
        setSending(false);
      }
    },
    [me, other],
  );

  return {
    messages,
    error: error as unknown,
    isLoading,
    sending,
    hasOlder: last ? last.next !== null : false,
    isLoadingOlder: isValidating && size > (data?.length ?? 0),
    loadOlder: () => {
      if (last?.next !== null && !isValidating) void setSize(size + 1);
    },
    send,
  };
}
