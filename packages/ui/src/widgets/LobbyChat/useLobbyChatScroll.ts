import {
  arrivedLobbyMessages,
  type ChatScrollState,
  chatMessagesArrived,
  chatScrolled,
  INITIAL_CHAT_SCROLL,
  isAtBottom,
  isPending,
  type LobbyChatMessage,
  showsNewMessagesButton,
} from '@backline/domain';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface LobbyChatScroll {
  /** The scrolling element. */
  scrollerRef: RefObject<HTMLDivElement | null>;
  /** Its scroll handler. */
  onScroll: () => void;
  /** Whether to show the "New messages" button (part 1 §4). */
  showsNewMessages: boolean;
  /** Scrolls to the newest line; the button's action. */
  scrollToBottom: () => void;
}

/**
 * Keeps the chat where the user reads (part 1 §4 Lobby chat), with the domain's scroll rules:
 * at the bottom the view follows new lines; scrolled up it stays put and counts others' new
 * messages, which shows the "New messages" button; the user's own new line brings the view down;
 * an older page loaded above keeps the lines in view where they were.
 */
export function useLobbyChatScroll(
  messages: readonly LobbyChatMessage[],
  currentUserId: string,
): LobbyChatScroll {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [scroll, setScrollState] = useState<ChatScrollState>(INITIAL_CHAT_SCROLL);
  // The same state, readable in effects without re-running them.
  const scrollState = useRef(scroll);
  const setScroll = useCallback((next: ChatScrollState) => {
    const current = scrollState.current;
    if (next.atBottom === current.atBottom && next.unseen === current.unseen) return;
    scrollState.current = next;
    setScrollState(next);
  }, []);
  const previous = useRef<{ messages: readonly LobbyChatMessage[]; scrollHeight: number }>({
    messages: [],
    scrollHeight: 0,
  });

  const scrollToBottom = useCallback(() => {
    const element = scrollerRef.current;
    if (element) element.scrollTop = element.scrollHeight;
    setScroll(chatScrolled(scrollState.current, true));
  }, [setScroll]);

  const onScroll = useCallback(() => {
    const element = scrollerRef.current;
    if (!element) return;
    // The content's height as the user last saw it: an older page loaded above is measured
    // against it.
    previous.current = { ...previous.current, scrollHeight: element.scrollHeight };
    setScroll(chatScrolled(scrollState.current, isAtBottom(element)));
  }, [setScroll]);

  // Before paint, so the view never flashes at the wrong place.
  useLayoutEffect(() => {
    const element = scrollerRef.current;
    const before = previous.current;
    previous.current = { messages, scrollHeight: element?.scrollHeight ?? 0 };
    if (!element || before.messages === messages) return;

    const shown = new Set(before.messages.map((message) => message.id));
    const ownLineSent = messages.some(
      (message) =>
        isPending(message) && message.user_id === currentUserId && !shown.has(message.id),
    );
    const arrived = arrivedLobbyMessages(before.messages, messages);
    const firstBefore = before.messages[0];
    const olderPageAbove =
      firstBefore !== undefined &&
      messages[0]?.id !== firstBefore.id &&
      messages.some((message) => message.id === firstBefore.id);

    if (ownLineSent) {
      scrollToBottom();
      return;
    }
    const state = scrollState.current;
    if (state.atBottom) {
      element.scrollTop = element.scrollHeight;
      return;
    }
    if (olderPageAbove) element.scrollTop += element.scrollHeight - before.scrollHeight;
    setScroll(chatMessagesArrived(state, arrived, currentUserId));
  }, [messages, currentUserId, scrollToBottom, setScroll]);

  // At the bottom the view stays there when the box or its lines change size: a chat shown after
  // being hidden (the lobby's Chat tab), a narrower window, an avatar that loads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new lines may replace the observed children
  useEffect(() => {
    const element = scrollerRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (scrollState.current.atBottom) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [messages]);

  return {
    scrollerRef,
    onScroll,
    showsNewMessages: showsNewMessagesButton(scroll),
    scrollToBottom,
  };
}
