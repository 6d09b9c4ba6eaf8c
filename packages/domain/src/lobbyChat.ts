import { LOBBY_CHAT_PAGE_SIZE } from './constants';
import type { UserSummary } from './notifications';

export const LOBBY_CHAT_TYPE = 'CHAT_MESSAGE';
export const LOBBY_CHANNEL = 'lobby';

/** Lobby chat message (part 1 §3); `status` is 'pending' while unsent (client side only). */
export interface LobbyChatMessage {
  id: string;
  message: string;
  type: typeof LOBBY_CHAT_TYPE;
  channel: typeof LOBBY_CHANNEL;
  user_id: string;
  created_at: string;
  user: UserSummary;
  status?: 'pending';
  /** The sender's own id for a message, echoed by the server, to match a pending copy. */
  client_id?: string | null;
}

/** GET /chat answers `{chats, next}`; `next` is the `start` of the next older page, or null. */
export interface LobbyChatPage {
  chats: LobbyChatMessage[];
  next: number | null;
}

/** Query of GET /chat (part 1 §7): start, limit 10, type CHAT_MESSAGE, channel lobby. */
export function lobbyChatQuery(start = 0) {
  return { start, limit: LOBBY_CHAT_PAGE_SIZE, type: LOBBY_CHAT_TYPE, channel: LOBBY_CHANNEL };
}

/** A client_id is a UUID or shorter; longer values are refused rather than stored. */
export const LOBBY_CLIENT_ID_MAX_LENGTH = 64;

const PENDING_ID_PREFIX = 'pending:';

/** The copy shown with a spinner until the server's copy arrives (part 1 §4 Lobby chat). */
export function pendingLobbyMessage(input: {
  message: string;
  user: UserSummary;
  clientId: string;
  now: Date;
}): LobbyChatMessage {
  return {
    id: `${PENDING_ID_PREFIX}${input.clientId}`,
    message: input.message.trim(),
    type: LOBBY_CHAT_TYPE,
    channel: LOBBY_CHANNEL,
    user_id: input.user.id,
    created_at: input.now.toISOString(),
    user: input.user,
    status: 'pending',
    client_id: input.clientId,
  };
}

export function isPending(message: LobbyChatMessage): boolean {
  return message.status === 'pending';
}

function matchesPending(server: LobbyChatMessage, pending: LobbyChatMessage): boolean {
  if (server.client_id && pending.client_id) return server.client_id === pending.client_id;
  return server.user_id === pending.user_id && server.message.trim() === pending.message.trim();
}

function chronological(a: LobbyChatMessage, b: LobbyChatMessage): number {
  return Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id);
}

/**
 * Merges server messages (a page, a reload or a live message) into the chat: each server copy
 * replaces the pending copy it stands for (same client_id, else the oldest pending line of the
 * same user with the same text), duplicates are dropped, the chat reads oldest first and
 * messages still pending stay at the end.
 */
export function reconcileLobbyChat(
  current: readonly LobbyChatMessage[],
  server: readonly LobbyChatMessage[],
): LobbyChatMessage[] {
  const pending = current.filter(isPending);
  const confirmed = new Map<string, LobbyChatMessage>();
  for (const message of current) if (!isPending(message)) confirmed.set(message.id, message);
  for (const message of server) {
    confirmed.set(message.id, message);
    const index = pending.findIndex((p) => matchesPending(message, p));
    if (index >= 0) pending.splice(index, 1);
  }
  return [...[...confirmed.values()].sort(chronological), ...pending];
}

/**
 * Where the chat view stands: whether the user is at the bottom, and how many messages arrived
 * while scrolled up.
 */
export interface ChatScrollState {
  atBottom: boolean;
  unseen: number;
}

export const INITIAL_CHAT_SCROLL: ChatScrollState = { atBottom: true, unseen: 0 };

/** Within this distance of the bottom the user still counts as reading the newest lines. */
export const CHAT_BOTTOM_TOLERANCE_PX = 24;

export function isAtBottom(position: {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}): boolean {
  return (
    position.scrollHeight - position.scrollTop - position.clientHeight <= CHAT_BOTTOM_TOLERANCE_PX
  );
}

/** The user scrolled; reaching the bottom counts every message as seen. */
export function chatScrolled(state: ChatScrollState, atBottom: boolean): ChatScrollState {
  return atBottom ? { atBottom, unseen: 0 } : { ...state, atBottom };
}

/**
 * Messages arrived. At the bottom the view follows them; scrolled up, other people's messages
 * count as unseen. The user's own messages never count: they just wrote them.
 */
export function chatMessagesArrived(
  state: ChatScrollState,
  arrived: readonly Pick<LobbyChatMessage, 'user_id'>[],
  currentUserId: string,
): ChatScrollState {
  if (state.atBottom) return state;
  const fromOthers = arrived.filter((m) => m.user_id !== currentUserId).length;
  return { ...state, unseen: state.unseen + fromOthers };
}

/**
 * The messages a list update brought in at the end: server copies (not pending) that were not
 * shown before and are newer than every message shown before. An older page loaded above, or a
 * pending line confirmed by its server copy, is not an arrival.
 */
export function arrivedLobbyMessages(
  previous: readonly LobbyChatMessage[],
  current: readonly LobbyChatMessage[],
): LobbyChatMessage[] {
  const shown = new Set(previous.map((message) => message.id));
  const confirmedBefore = previous.filter((message) => !isPending(message));
  const newest = confirmedBefore.reduce<LobbyChatMessage | null>(
    (latest, message) => (latest === null || chronological(message, latest) > 0 ? message : latest),
    null,
  );
  const echoes = new Set(
    previous.filter(isPending).flatMap((message) => (message.client_id ? [message.client_id] : [])),
  );
  return current.filter(
    (message) =>
      !isPending(message) &&
      !shown.has(message.id) &&
      !(message.client_id && echoes.has(message.client_id)) &&
      (newest === null || chronological(message, newest) > 0),
  );
}

/** The 'New messages' button appears when unseen messages arrived while scrolled up (part 1 §4). */
export function showsNewMessagesButton(state: ChatScrollState): boolean {
  return !state.atBottom && state.unseen > 0;
}
