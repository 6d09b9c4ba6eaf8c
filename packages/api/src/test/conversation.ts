import type { LobbyChatMessage, TextMessage } from '@backline/domain';
import { expect } from 'vitest';
import type { Musician } from './people';
import type { TestClient } from './platform';

/** `from` sends `to` a text message through the API (201), from `client` (their own by default). */
export async function sendTextMessage(
  from: Musician,
  to: Musician,
  message: string,
  client: TestClient = from.client,
): Promise<TextMessage> {
  const response = await client.post('/api/text_messages', {
    message,
    target_user_id: to.id,
    source_user_id: from.id,
  });
  expect(response.status).toBe(201);
  return response.body as TextMessage;
}

/** `musician` says `message` in the lobby chat (201), keyed by the message as its client id. */
export async function sayInLobby(
  musician: Musician,
  message: string,
  client: TestClient = musician.client,
): Promise<LobbyChatMessage> {
  const response = await client.post('/api/chat', {
    message,
    type: 'CHAT_MESSAGE',
    channel: 'lobby',
    client_id: `c-${message}`,
  });
  expect(response.status).toBe(201);
  return response.body as LobbyChatMessage;
}
