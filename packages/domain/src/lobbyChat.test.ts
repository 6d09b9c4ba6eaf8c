import { describe, expect, it } from 'vitest';
import {
  arrivedLobbyMessages,
  chatMessagesArrived,
  chatScrolled,
  INITIAL_CHAT_SCROLL,
  isAtBottom,
  isPending,
  type LobbyChatMessage,
  lobbyChatQuery,
  pendingLobbyMessage,
  reconcileLobbyChat,
  showsNewMessagesButton,
} from './lobbyChat';
import { lobbyChatMessageSchema } from './lobbyChatSchemas';

const me = { id: 'u1', name: 'Me', photo_url: null };
const ann = { id: 'u2', name: 'Ann', photo_url: null };

function chat(id: string, user = ann, at = '2025-06-01T10:00:00.000Z', message = `hi ${id}`) {
  return {
    id,
    message,
    type: 'CHAT_MESSAGE',
    channel: 'lobby',
    user_id: user.id,
    created_at: at,
    user,
  } satisfies LobbyChatMessage;
}

describe('lobby chat calls (part 1 §7 GET and POST /chat)', () => {
  it('loads 10 lobby chat messages from a start', () => {
    expect(lobbyChatQuery()).toEqual({
      start: 0,
      limit: 10,
      type: 'CHAT_MESSAGE',
      channel: 'lobby',
    });
    expect(lobbyChatQuery(10).start).toBe(10);
  });

  it('fills type and channel of a posted message and refuses an empty one', () => {
    expect(lobbyChatMessageSchema.parse({ message: ' hello ' })).toEqual({
      message: 'hello',
      type: 'CHAT_MESSAGE',
      channel: 'lobby',
    });
    expect(lobbyChatMessageSchema.safeParse({ message: '' }).success).toBe(false);
    expect(lobbyChatMessageSchema.safeParse({ message: 'x', channel: 'session' }).success).toBe(
      false,
    );
  });
});

describe('reconcileLobbyChat (part 1 §4: a sent message shows pending until the server copy arrives)', () => {
  const now = new Date('2025-06-01T10:05:00.000Z');

  it('shows a sent message as pending at the end', () => {
    const pending = pendingLobbyMessage({ message: ' yo ', user: me, clientId: 'c1', now });
    expect(pending).toMatchObject({ status: 'pending', message: 'yo', user_id: 'u1' });
    expect(isPending(pending)).toBe(true);
    expect(reconcileLobbyChat([chat('1'), pending], []).map((m) => m.id)).toEqual([
      '1',
      'pending:c1',
    ]);
  });

  it('replaces the pending copy with the server copy that echoes its client_id', () => {
    const pending = pendingLobbyMessage({ message: 'yo', user: me, clientId: 'c1', now });
    const server = { ...chat('7', me, '2025-06-01T10:05:01.000Z', 'yo'), client_id: 'c1' };
    const merged = reconcileLobbyChat([chat('1'), pending], [server]);
    expect(merged.map((m) => m.id)).toEqual(['1', '7']);
    expect(merged.some(isPending)).toBe(false);
  });

  it('matches by sender and text when the server copy has no client_id, oldest pending first', () => {
    const first = pendingLobbyMessage({ message: 'again', user: me, clientId: 'c1', now });
    const second = pendingLobbyMessage({ message: 'again', user: me, clientId: 'c2', now });
    const merged = reconcileLobbyChat([first, second], [chat('8', me, now.toISOString(), 'again')]);
    expect(merged.map((m) => m.id)).toEqual(['8', 'pending:c2']);
  });

  it('keeps a pending copy when only another user sent the same text', () => {
    const pending = pendingLobbyMessage({ message: 'hi', user: me, clientId: 'c1', now });
    const merged = reconcileLobbyChat([pending], [chat('9', ann, now.toISOString(), 'hi')]);
    expect(merged.map((m) => m.id)).toEqual(['9', 'pending:c1']);
  });

  it('merges a reload or an older page oldest first without duplicates', () => {
    const current = [chat('2', ann, '2025-06-01T10:02:00.000Z')];
    const older = [
      chat('1', ann, '2025-06-01T10:01:00.000Z'),
      chat('2', ann, '2025-06-01T10:02:00.000Z'),
    ];
    expect(reconcileLobbyChat(current, older).map((m) => m.id)).toEqual(['1', '2']);
  });
});

describe("'New messages' button (part 1 §4 Lobby chat)", () => {
  it('appears when others write while the user is scrolled up', () => {
    const up = chatScrolled(INITIAL_CHAT_SCROLL, false);
    expect(showsNewMessagesButton(up)).toBe(false);
    const next = chatMessagesArrived(up, [chat('1'), chat('2')], me.id);
    expect(next.unseen).toBe(2);
    expect(showsNewMessagesButton(next)).toBe(true);
  });

  it('does not appear at the bottom, which follows new messages', () => {
    const next = chatMessagesArrived(INITIAL_CHAT_SCROLL, [chat('1')], me.id);
    expect(showsNewMessagesButton(next)).toBe(false);
  });

  it("does not count the user's own messages", () => {
    const up = chatScrolled(INITIAL_CHAT_SCROLL, false);
    expect(chatMessagesArrived(up, [chat('1', me)], me.id).unseen).toBe(0);
  });

  it('goes away once the user scrolls back to the bottom', () => {
    const up = chatMessagesArrived(chatScrolled(INITIAL_CHAT_SCROLL, false), [chat('1')], me.id);
    const back = chatScrolled(up, true);
    expect(back).toEqual({ atBottom: true, unseen: 0 });
    expect(showsNewMessagesButton(back)).toBe(false);
  });

  it('counts a position within 24 px of the bottom as the bottom', () => {
    expect(isAtBottom({ scrollTop: 476, scrollHeight: 1000, clientHeight: 500 })).toBe(true);
    expect(isAtBottom({ scrollTop: 475, scrollHeight: 1000, clientHeight: 500 })).toBe(false);
  });
});

describe('arrivedLobbyMessages (what counts as new for the "New messages" button)', () => {
  const now = new Date('2025-06-01T10:05:00.000Z');
  const one = chat('1', ann, '2025-06-01T10:01:00.000Z');
  const two = chat('2', ann, '2025-06-01T10:02:00.000Z');
  const three = chat('3', ann, '2025-06-01T10:03:00.000Z');

  it('is the server messages added after the newest one shown', () => {
    expect(arrivedLobbyMessages([one, two], [one, two, three]).map((m) => m.id)).toEqual(['3']);
  });

  it('is nothing when an older page is loaded above', () => {
    expect(arrivedLobbyMessages([two, three], [one, two, three])).toEqual([]);
  });

  it('is nothing when a pending line is only replaced by its server copy', () => {
    const pending = pendingLobbyMessage({ message: 'yo', user: me, clientId: 'c1', now });
    const server = { ...chat('4', me, '2025-06-01T10:05:01.000Z', 'yo'), client_id: 'c1' };
    expect(arrivedLobbyMessages([three, pending], [three, server])).toEqual([]);
  });

  it('never counts a pending line as arrived', () => {
    const pending = pendingLobbyMessage({ message: 'yo', user: me, clientId: 'c1', now });
    expect(arrivedLobbyMessages([three], [three, pending])).toEqual([]);
  });

  it('counts everything on the first load', () => {
    expect(arrivedLobbyMessages([], [one, two]).map((m) => m.id)).toEqual(['1', '2']);
  });
});
