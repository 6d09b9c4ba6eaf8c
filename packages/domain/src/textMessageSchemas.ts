import { z } from 'zod';
import { CLIENT_ID_MAX_LENGTH, MESSAGE_MAX_LENGTH } from './textMessages';

// The text message schemas, apart from textMessages.ts so that a page that only shows a thread
// does not load zod (decision 025).

/** The message text rule shared by the message dialog and the lobby chat. */
export const messageTextSchema = z
  .string('textMessage.messageRequired')
  .trim()
  .min(1, 'textMessage.messageRequired')
  .max(MESSAGE_MAX_LENGTH, 'textMessage.messageTooLong');

/**
 * Body of POST /text_messages (part 1 §7): message, target_user_id, source_user_id. The API
 * must still check that source_user_id is the signed-in user.
 */
export const textMessageSchema = z.object({
  message: messageTextSchema,
  target_user_id: z
    .string('textMessage.recipientRequired')
    .trim()
    .min(1, 'textMessage.recipientRequired'),
  source_user_id: z
    .string('textMessage.senderRequired')
    .trim()
    .min(1, 'textMessage.senderRequired'),
  /**
   * The sender's own key for this message (an addition to the spec's payload; the
   * `Idempotency-Key` header does the same): sent again after a lost answer, the message is
   * stored once.
   */
  client_id: z.string().trim().min(1).max(CLIENT_ID_MAX_LENGTH).optional(),
});
