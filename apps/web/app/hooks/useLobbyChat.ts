import {
  type LobbyChatMessage,
  type LobbyChatPage,
  parseLiveEventData,
  pendingLobbyMessage,
  reconcileLobbyChat,
  type UserSummary,
} from '@backline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newClientId } from '../api/clientId';
import { loadChat, postChat, sessionsPaths } from '../api/sessions';

/**
 * The lobby chat's data (part 1 §4 Lobby chat; decision 016): pages of GET /api/chat, live
 * `chat_message` events from the lobby's own stream, and the user's pending lines until the
 * server copy with the same client_id arrives (domain `reconcileLobbyChat`).
 */
export function useLobbyChat(user: UserSummary, firstPage: LobbyChatPage | null) {
  const [messages, setMessages] = useState<LobbyChatMessage[]>(() =>
    firstPage ? reconcileLobbyChat([], firstPage.chats) : [],
  );
  const [next, setNext] = useState<number | null>(firstPage?.next ?? null);
  const [loading, setLoading] = useState(firstPage === null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  // The send box's text lives here, not in the widget: the lobby's layout remounts the chat when
  // a phone's width becomes known (columns → tabs), and a failed line goes back into the box.
  const [draft, setDraft] = useState('');
  const merge = useCallback(
    (server: readonly LobbyChatMessage[]) =>
      setMessages((current) => reconcileLobbyChat(current, server)),
    [],
  );

  const loadFirst = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      const page = await loadChat(0);
      merge(page.chats);
      setNext(page.next);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [merge]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current || firstPage) return;
    started.current = true;
    void loadFirst();
  }, [firstPage, loadFirst]);

  const loadOlder = useCallback(async () => {
    if (next === null) return;
    setLoadingOlder(true);
    try {
      const page = await loadChat(next);
      merge(page.chats);
      setNext(page.next);
    } catch (error) {
      console.error(error);
    } finally {
      setLoadingOlder(false);
    }
  }, [next, merge]);

  // The lobby's own stream: chat lines are opt-in, so only lobby pages carry that traffic.
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(sessionsPaths.chatEvents, { withCredentials: true });
    const root = document.documentElement;
    source.addEventListener('chat_message', (event: MessageEvent<string>) => {
      const payload = parseLiveEventData('chat_message', event.data);
      if (payload) merge([payload]);
    });
    // The state is on <html data-lobby-chat>, for journeys that must wait for the stream.
    source.addEventListener('ready', () => {
      root.dataset.lobbyChat = 'connected';
    });
    source.addEventListener('error', () => {
      root.dataset.lobbyChat = 'connecting';
    });
    return () => {
      source.close();
      delete root.dataset.lobbyChat;
    };
  }, [merge]);

  const send = useCallback(
    async (text: string) => {
      const clientId = newClientId();
      setSendFailed(false);
      setMessages((current) => [
        ...current,
        pendingLobbyMessage({ message: text, user, clientId, now: new Date() }),
      ]);
      try {
        merge([await postChat(text, clientId)]);
      } catch (error) {
        console.error(error);
        setSendFailed(true);
        setMessages((current) => current.filter((m) => m.client_id !== clientId));
        // No typed line is lost: it comes back to the box, unless a new one is being typed.
        setDraft((current) => (current.trim() === '' ? text : current));
      }
    },
    [user, merge],
  );

  return {
    messages,
    send,
    draft,
    setDraft,
    loading,
    failed,
    retry: loadFirst,
    sendFailed,
    loadOlder: next === null ? undefined : loadOlder,
    loadingOlder,
  };
}
