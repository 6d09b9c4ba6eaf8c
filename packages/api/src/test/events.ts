import { expect } from 'vitest';
import type { TestClient } from './platform';

/* The live events stream as a test reads it (GET /api/events). */

export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Reads GET /api/events the way EventSource does: frames split by a blank line. `query` picks
 * the streams (`streams=chat_message` for the lobby).
 */
export async function openEvents(client: TestClient, lastEventId?: string, query = '') {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (client.cookies.size > 0) {
    headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await client.platform.request(
    `/api/events${query ? `?${query}` : ''}`,
    { headers },
    { clientIp: client.ip },
  );
  if (response.status !== 200 || !response.body) return { response, next: null, close: null };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<SseMessage> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: SseMessage = { id: undefined, event: 'message', data: '' };
        const data: string[] = [];
        for (const line of frame.split('\n')) {
          if (line.startsWith(':')) continue;
          const [field, ...rest] = line.split(': ');
          const value = rest.join(': ');
          if (field === 'id') message.id = value;
          else if (field === 'event') message.event = value;
          else if (field === 'data') data.push(value);
        }
        if (data.length === 0 && message.id === undefined) continue; // a heartbeat comment
        message.data = data.join('\n');
        return message;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the event stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { response, next, close: () => reader.cancel() };
}

export type Stream = Awaited<ReturnType<typeof openEvents>> & {
  next: () => Promise<SseMessage>;
  close: () => Promise<void>;
};

/** Opens the stream and waits for `ready`: from then on it hears every new row. */
export async function listen(
  client: TestClient,
  lastEventId?: string,
  query = '',
): Promise<Stream> {
  const stream = await openEvents(client, lastEventId, query);
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const ready = await (stream as Stream).next();
  expect(ready.event).toBe('ready');
  return stream as Stream;
}
