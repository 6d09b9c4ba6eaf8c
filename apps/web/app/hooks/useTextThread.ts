import {
  mergeTextMessages,
  TEXT_MESSAGES_PAGE_SIZE,
  type TextMessage,
  type TextMessagesPage,
} from '@backline/domain';
import { useCallback, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { peoplePaths, sendTextMessage } from '../api/people';
import { useLiveEvent } from '../live/LiveEvents';

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

  useLiveEvent('text_message', (message) => {
    if (inThread(message)) setExtra((current) => mergeTextMessages(current, [message]));
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
