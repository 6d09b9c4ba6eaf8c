import type { LobbyChatMessage, TextMessage } from '@backline/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, notifications, textMessages } from '../db/schema';
import { addMusician, type Musician } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

// Issue 17: a client that retries a write whose answer was cut off must not store it twice.

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('idempotent-writes');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const confirmed = () => ({ emailConfirmedAt: t.clock.now() });

function sendMessage(from: Musician, to: Musician, message: string, key?: string) {
  return from.client.call('POST', '/api/text_messages', {
    json: { message, target_user_id: to.id, source_user_id: from.id },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

const rowsOf = async (table: typeof textMessages | typeof chatMessages) =>
  Number((await t.platform.db.select({ n: count() }).from(table))[0]?.n);

describe(`text messages with an Idempotency-Key (${testDatabase})`, () => {
  it('stores a message sent again with the same key once, and answers it both times', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const first = await sendMessage(ana, bea, 'See you at eight', 'msg-1');
    const again = await sendMessage(ana, bea, 'See you at eight', 'msg-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect((again.body as TextMessage).id).toBe((first.body as TextMessage).id);
    expect(await rowsOf(textMessages)).toBe(1);
    const toBea = await t.platform.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, bea.id));
    expect(Number(toBea[0]?.n)).toBe(1);
  });

  it('stores one message when the same send arrives five times at once', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendMessage(ana, bea, 'Only once', 'burst-1')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => (answer.body as TextMessage).id)).size).toBe(1);
    expect(await rowsOf(textMessages)).toBe(1);
  });

  it('takes client_id in the body as the key too, and keeps keys per sender', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const body = (from: Musician, to: Musician) => ({
      message: 'Same key, two people',
      target_user_id: to.id,
      source_user_id: from.id,
      client_id: 'shared-key',
    });
    expect((await ana.client.post('/api/text_messages', body(ana, bea))).status).toBe(201);
    expect((await ana.client.post('/api/text_messages', body(ana, bea))).status).toBe(201);
    expect((await bea.client.post('/api/text_messages', body(bea, ana))).status).toBe(201);
    expect(await rowsOf(textMessages)).toBe(2);
  });

  it('refuses a key already used for a message to someone else', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const cai = await addMusician(t, confirmed());
    expect((await sendMessage(ana, bea, 'Hi Bea', 'k-1')).status).toBe(201);
    const reused = await sendMessage(ana, cai, 'Hi Cai', 'k-1');
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      errors: { client_id: ['This client_id was already used for a message to someone else.'] },
    });
  });

  it('stores every send without a key (nothing to tell them apart)', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    await sendMessage(ana, bea, 'Hello');
    await sendMessage(ana, bea, 'Hello');
    expect(await rowsOf(textMessages)).toBe(2);
  });

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const response = await sendMessage(ana, bea, 'Hello', 'x'.repeat(201));
    expect(response.status).toBe(400);
  });
});

describe(`lobby chat with a client_id (${testDatabase})`, () => {
  const say = (musician: Musician, message: string, clientId: string) =>
    musician.client.post('/api/chat', {
      message,
      type: 'CHAT_MESSAGE',
      channel: 'lobby',
      client_id: clientId,
    });

  it('stores a line sent again (or five times at once) with its client_id once', async () => {
    const ana = await addMusician(t, confirmed());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => say(ana, 'Anyone for blues?', 'line-1')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => (answer.body as LobbyChatMessage).id)).size).toBe(1);
    expect((await say(ana, 'Anyone for blues?', 'line-1')).status).toBe(201);
    expect(await rowsOf(chatMessages)).toBe(1);
    // Another person's line with the same client_id is theirs.
    const bea = await addMusician(t, confirmed());
    expect((await say(bea, 'Me!', 'line-1')).status).toBe(201);
    expect(await rowsOf(chatMessages)).toBe(2);
  });
});
