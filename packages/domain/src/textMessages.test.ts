import { describe, expect, it } from 'vitest';
import { textMessageSchema } from './textMessageSchemas';
import { canSendMessage, mergeTextMessages, sendsOnKey, type TextMessage } from './textMessages';

const user = { id: 'u1', name: 'Me', photo_url: null };
const other = { id: 'u2', name: 'Ann', photo_url: null };

function message(id: string, created_at: string): TextMessage {
  return {
    id,
    message: `text ${id}`,
    source_user_id: 'u1',
    target_user_id: 'u2',
    source_user: user,
    target_user: other,
    created_at,
  };
}

describe('textMessageSchema (part 1 §7 POST /text_messages, §5 Text message)', () => {
  it('accepts message, target_user_id and source_user_id and trims the text', () => {
    expect(
      textMessageSchema.parse({ message: '  hi  ', target_user_id: 'u2', source_user_id: 'u1' }),
    ).toEqual({ message: 'hi', target_user_id: 'u2', source_user_id: 'u1' });
  });

  it('refuses an empty message with its message id', () => {
    const result = textMessageSchema.safeParse({
      message: '   ',
      target_user_id: 'u2',
      source_user_id: 'u1',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['textMessage.messageRequired']);
  });

  it('refuses a missing message, recipient and sender', () => {
    const result = textMessageSchema.safeParse({});
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'textMessage.messageRequired',
      'textMessage.recipientRequired',
      'textMessage.senderRequired',
    ]);
  });

  it('refuses a text over 2000 characters', () => {
    const result = textMessageSchema.safeParse({
      message: 'x'.repeat(2001),
      target_user_id: 'u2',
      source_user_id: 'u1',
    });
    expect(result.success).toBe(false);
  });
});

describe('send box (part 1 §5: send disabled while empty; Enter sends)', () => {
  it('disables sending while the text is empty or blank', () => {
    expect(canSendMessage('')).toBe(false);
    expect(canSendMessage('  \n')).toBe(false);
    expect(canSendMessage('hi')).toBe(true);
  });

  it('sends on Enter, not on Shift+Enter or while composing', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('text message thread (part 1 §7 GET /text_messages, limit 10)', () => {
  it('merges pages oldest first without duplicates', () => {
    const thread = [message('b', '2025-06-01T10:01:00Z'), message('c', '2025-06-01T10:02:00Z')];
    const older = [message('a', '2025-06-01T10:00:00Z'), message('b', '2025-06-01T10:01:00Z')];
    expect(mergeTextMessages(thread, older).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('orders messages of the same second by id', () => {
    const merged = mergeTextMessages(
      [message('y', '2025-06-01T10:00:00Z')],
      [message('x', '2025-06-01T10:00:00Z')],
    );
    expect(merged.map((m) => m.id)).toEqual(['x', 'y']);
  });
});
