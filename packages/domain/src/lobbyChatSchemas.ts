import { z } from 'zod';
import { LOBBY_CHANNEL, LOBBY_CHAT_TYPE, LOBBY_CLIENT_ID_MAX_LENGTH } from './lobbyChat';
import { messageTextSchema } from './textMessageSchemas';

// The lobby chat's body schema (the API's), apart from the chat's rules (lobbyChat.ts): every
// session page reads the chat through lobbyChatQuery and must not load zod for a schema only the
// API parses with (decision 025; decision 039, addendum of 2026-12-02 afternoon).

/** Body of POST /chat (part 1 §7): a lobby chat message. */
export const lobbyChatMessageSchema = z.object({
  message: messageTextSchema,
  type: z.literal(LOBBY_CHAT_TYPE).default(LOBBY_CHAT_TYPE),
  channel: z.literal(LOBBY_CHANNEL).default(LOBBY_CHANNEL),
  client_id: z.string().max(LOBBY_CLIENT_ID_MAX_LENGTH).optional(),
});
export type LobbyChatMessageBody = z.output<typeof lobbyChatMessageSchema>;
