import type {
  CreatedSessionResponse,
  FriendRequest,
  LobbyChatMessage,
  TextMessage,
} from '@backline/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  chatMessages,
  friendRequests,
  musicSessions,
  notifications,
  textMessages,
} from '../db/schema';
import { listen, type SseMessage } from '../test/events';
import { addMusician, type Musician } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

// A client that retries a write whose answer was cut off must not store it twice.

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

const rowsOf = async (
  table: typeof textMessages | typeof chatMessages | typeof friendRequests | typeof musicSessions,
) => Number((await t.platform.db.select({ n: count() }).from(table))[0]?.n);

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

describe(`friend requests with a key (${testDatabase})`, () => {
  const ask = (from: Musician, to: Musician, key?: { header?: string; body?: string }) =>
    from.client.call('POST', `/api/users/${from.id}/friend_requests`, {
      json: { friend_id: to.id, ...(key?.body ? { client_id: key.body } : {}) },
      headers: key?.header ? { 'idempotency-key': key.header } : {},
    });

  it('stores a request asked again with the same key once, and answers it both times', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const first = await ask(ana, bea, { header: 'fr-1' });
    const again = await ask(ana, bea, { header: 'fr-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(friendRequests)).toBe(1);
    const toBea = await t.platform.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, bea.id));
    expect(Number(toBea[0]?.n)).toBe(1);
  });

  it('stores one request when the same ask arrives five times at once (client_id in the body)', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ask(ana, bea, { body: 'fr-burst' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(
      new Set(answers.map((answer) => (answer.body as FriendRequest).friend_request_id)).size,
    ).toBe(1);
    expect(await rowsOf(friendRequests)).toBe(1);
  });

  it('stores two requests under two keys, and refuses a key reused for someone else', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const cai = await addMusician(t, confirmed());
    expect((await ask(ana, bea, { header: 'k-bea' })).status).toBe(201);
    expect((await ask(ana, cai, { header: 'k-cai' })).status).toBe(201);
    expect(await rowsOf(friendRequests)).toBe(2);
    const reused = await ask(ana, cai, { header: 'k-bea' });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      errors: {
        client_id: ['This client_id was already used for a friend request to someone else.'],
      },
    });
  });

  it('answers a repeat after the request was accepted with the request as it is now', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const first = (await ask(ana, bea, { header: 'fr-2' })).body as FriendRequest;
    const accepted = await bea.client.post(
      `/api/users/${bea.id}/friend_requests/${first.friend_request_id}`,
      { status: 'accept' },
    );
    expect(accepted.status).toBe(200);
    const again = await ask(ana, bea, { header: 'fr-2' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ friend_request_id: first.friend_request_id, status: 'accept' });
    // Without a key nothing tells a repeat apart: already friends.
    expect((await ask(ana, bea)).status).toBe(409);
  });
});

describe(`session creation with a key (${testDatabase})`, () => {
  const create = (owner: Musician, description: string, key?: { header?: string; body?: string }) =>
    owner.client.call('POST', '/api/sessions', {
      json: { description, ...(key?.body ? { client_id: key.body } : {}) },
      headers: key?.header ? { 'idempotency-key': key.header } : {},
    });
  const idOf = (response: { body: unknown }) =>
    (response.body as CreatedSessionResponse).session.id;

  it('creates a session sent again with the same key once, and answers it both times', async () => {
    const ana = await addMusician(t, confirmed());
    const first = await create(ana, 'Blues jam', { header: 's-1' });
    const again = await create(ana, 'Blues jam', { header: 's-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(idOf(again)).toBe(idOf(first));
    expect((again.body as CreatedSessionResponse).launch_url).toBe(
      (first.body as CreatedSessionResponse).launch_url,
    );
    expect(await rowsOf(musicSessions)).toBe(1);
  });

  it('creates one session when the same creation arrives five times at once', async () => {
    const ana = await addMusician(t, confirmed());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create(ana, 'Funk', { body: 's-burst' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map(idOf)).size).toBe(1);
    expect(await rowsOf(musicSessions)).toBe(1);
  });

  it('creates two sessions under two keys, and keys per owner', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const one = await create(ana, 'One', { header: 'a' });
    const two = await create(ana, 'Two', { header: 'b' });
    expect(idOf(one)).not.toBe(idOf(two));
    expect((await create(bea, 'Hers', { header: 'a' })).status).toBe(201);
    expect(await rowsOf(musicSessions)).toBe(3);
  });

  it('refuses a malformed key, in the header or the body, with 400', async () => {
    const ana = await addMusician(t, confirmed());
    expect((await create(ana, 'Jam', { header: 'x'.repeat(201) })).status).toBe(400);
    expect((await create(ana, 'Jam', { body: 'x'.repeat(65) })).status).toBe(400);
    expect(await rowsOf(musicSessions)).toBe(0);
  });
});

describe(`a keyed retry of a write whose announcement was lost (${testDatabase})`, () => {
  /** Makes the bus lose every publish while `write` runs, as a dropped connection would. */
  async function withAnnouncementsLost<T>(write: () => Promise<T>): Promise<T> {
    const bus = t.platform.bus;
    const publish = bus.publish;
    bus.publish = () => Promise.reject(new Error('connection lost'));
    try {
      return await write();
    } finally {
      bus.publish = publish;
    }
  }

  const describeEvent = (message: SseMessage) =>
    `${message.event} ${(JSON.parse(message.data) as { message: string }).message}`;

  it('announces a text message and its notification again, so open streams get them', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const stream = await listen(bea.client);
    const first = await withAnnouncementsLost(() => sendMessage(ana, bea, 'Lost once', 'k-1'));
    expect(first.status).toBe(201);
    // Retried: without a new announcement the stream would wait for someone's next message.
    expect((await sendMessage(ana, bea, 'Lost once', 'k-1')).status).toBe(201);
    const live = [await stream.next(), await stream.next()];
    expect(live.map(describeEvent).sort()).toEqual([
      'notification Lost once',
      'text_message Lost once',
    ]);
    expect(await rowsOf(textMessages)).toBe(1);
    await stream.close();
  });

  it('announces a lobby line again, so open lobby streams get it', async () => {
    const ana = await addMusician(t, confirmed());
    const bea = await addMusician(t, confirmed());
    const stream = await listen(bea.client, undefined, 'streams=chat_message');
    const line = { message: 'Anyone?', type: 'CHAT_MESSAGE', channel: 'lobby', client_id: 'l-1' };
    const first = await withAnnouncementsLost(() => ana.client.post('/api/chat', line));
    expect(first.status).toBe(201);
    expect((await ana.client.post('/api/chat', line)).status).toBe(201);
    expect(describeEvent(await stream.next())).toBe('chat_message Anyone?');
    expect(await rowsOf(chatMessages)).toBe(1);
    await stream.close();
  });
});
