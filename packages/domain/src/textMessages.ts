// No zod here: the signed-in shell's message thread (every page) merges messages with these
// rules; the schemas are in textMessageSchemas.ts (decision 025).
import { appendUniqueById } from './collections';
import type { UserSummary } from './notifications';

/**
 * Longest message text the API stores (text messages and lobby chat). The spec sets no limit;
 * this one bounds abuse while leaving room for any real message.
 */
export const MESSAGE_MAX_LENGTH = 2_000;

/** Text message (part 1 §3). */
export interface TextMessage {
  id: string;
  message: string;
  source_user_id: string;
  target_user_id: string;
  source_user: UserSummary;
  target_user: UserSummary;
  created_at: string;
}

/** A client's key for one write (a UUID or shorter); longer values are refused, not stored. */
export const CLIENT_ID_MAX_LENGTH = 64;

/** The send button is disabled while the text is empty (part 1 §5); spaces alone count as empty. */
export function canSendMessage(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * Enter sends (part 1 §5). Shift+Enter adds a line instead, and Enter that confirms an input
 * method's composition (Japanese, Chinese …) does not send.
 */
export function sendsOnKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }) {
  return event.key === 'Enter' && !event.shiftKey && event.isComposing !== true;
}

function byCreatedAt<T extends { id: string; created_at: string }>(a: T, b: T): number {
  return Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id);
}

/** A thread shows oldest first; pages and live messages merge into it without duplicates. */
export function mergeTextMessages(
  thread: readonly TextMessage[],
  incoming: readonly TextMessage[],
): TextMessage[] {
  return appendUniqueById(thread, incoming).sort(byCreatedAt);
}

/**
 * GET /text_messages answers a page of the thread, newest first (offset 0 is the latest 10);
 * `next` is the offset of the older page, null after the oldest.
 */
export interface TextMessagesPage {
  text_messages: TextMessage[];
  next: number | null;
}
