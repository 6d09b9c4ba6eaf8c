import type { LobbyChatMessage, LobbyChatPage, Person } from '@backline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../platform';
import { PRESENCE_TTL_MS } from '../services/lobby';
import { sayInLobby as say } from '../test/conversation';
import { listen, type SseMessage } from '../test/events';
import { addMusician, type Musician, sameBrowserOn } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('lobby');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

async function interact(musician: Musician, act: 'page:enter' | 'page:exit') {
  return musician.client.post(`/api/users/${musician.id}/app_interactions`, {
    client: 'browser',
    screen: 'session:lobby',
    act,
  });
}

async function lobbyOf(musician: Musician) {
  const response = await musician.client.get('/api/users/lobby');
  expect(response.status).toBe(200);
  return (response.body as { musicians: Person[] }).musicians.map((person) => person.id);
}

const chatEvents = 'streams=chat_message';
const lineOf = (message: SseMessage) => (JSON.parse(message.data) as LobbyChatMessage).message;

describe(`presence and GET /api/users/lobby (${testDatabase})`, () => {
  it('lists who entered the lobby until they leave or their pings stop', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const cai = await addMusician(t);
    expect(await lobbyOf(ana)).toEqual([]);

    const entered = await interact(bea, 'page:enter');
    expect(entered.status).toBe(200);
    expect(entered.body).toEqual({
      online: true,
      presence_expires_at: new Date(t.clock.now().getTime() + PRESENCE_TTL_MS).toISOString(),
    });
    await interact(cai, 'page:enter');
    expect((await lobbyOf(ana)).sort()).toEqual([bea.id, cai.id].sort());
    // Nobody sees themselves in the list.
    expect(await lobbyOf(bea)).toEqual([cai.id]);

    await interact(cai, 'page:exit');
    expect(await lobbyOf(ana)).toEqual([bea.id]);

    // Bea's tab stops pinging: two missed pings later she is gone.
    t.clock.advance(PRESENCE_TTL_MS + 1);
    expect(await lobbyOf(ana)).toEqual([]);
  });

  it('refuses another user’s interactions and bad ones', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const other = await ana.client.post(`/api/users/${bea.id}/app_interactions`, {
      client: 'browser',
      screen: 'session:lobby',
      act: 'page:enter',
    });
    expect(other.status).toBe(403);
    const bad = await ana.client.post(`/api/users/${ana.id}/app_interactions`, {
      client: 'browser',
      screen: 'session:lobby',
      act: 'page:dance',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(['act']);
    expect((await t.client().get('/api/users/lobby')).status).toBe(401);
  });
});

describe(`the lobby chat (${testDatabase})`, () => {
  it('pages the chat by id, newest page first, each page oldest first', async () => {
    const ana = await addMusician(t, { firstName: 'Ana', lastName: 'Lima' });
    for (let i = 1; i <= 12; i += 1) await say(ana, `line ${i}`);
    const first = (
      await ana.client.get('/api/chat?start=0&limit=10&type=CHAT_MESSAGE&channel=lobby')
    ).body as LobbyChatPage;
    expect(first.chats.map((c) => c.message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `line ${i + 3}`),
    );
    expect(first.chats[0]).toMatchObject({
      type: 'CHAT_MESSAGE',
      channel: 'lobby',
      user_id: ana.id,
      user: { id: ana.id, name: 'Ana Lima', photo_url: null },
      client_id: 'c-line 3',
    });
    expect(first.next).toEqual(Number(first.chats[0]?.id));
    const older = (await ana.client.get(`/api/chat?start=${first.next}`)).body as LobbyChatPage;
    expect(older.chats.map((c) => c.message)).toEqual(['line 1', 'line 2']);
    expect(older.next).toBeNull();
  });

  it('refuses empty lines, other channels and bad paging, and stores nothing', async () => {
    const ana = await addMusician(t);
    const empty = await ana.client.post('/api/chat', { message: '   ' });
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.body as { errors: object }).errors)).toEqual(['message']);
    expect((await ana.client.post('/api/chat', { message: 'hi', channel: 'other' })).status).toBe(
      400,
    );
    expect((await ana.client.get('/api/chat?limit=11')).status).toBe(400);
    expect((await ana.client.get('/api/chat?start=-1')).status).toBe(400);
    expect((await ana.client.get('/api/chat?channel=other')).status).toBe(400);
    expect(((await ana.client.get('/api/chat')).body as LobbyChatPage).chats).toEqual([]);
    expect((await t.client().post('/api/chat', { message: 'hi' })).status).toBe(401);
  });

  it('delivers each line live to every lobby stream, the sender’s own included', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const anaStream = await listen(ana.client, undefined, chatEvents);
    const beaStream = await listen(bea.client, undefined, chatEvents);
    const sent = await say(ana, 'hello lobby');
    for (const stream of [anaStream, beaStream]) {
      const message = await stream.next();
      expect(message.event).toBe('chat_message');
      expect(JSON.parse(message.data)).toEqual(sent);
    }
    await anaStream.close();
    await beaStream.close();
  });

  it('keeps the chat out of streams that did not ask for it', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const plain = await listen(bea.client);
    await say(ana, 'not for you');
    // A text message is the next thing the plain stream carries: the chat line was skipped.
    await ana.client.post('/api/text_messages', {
      message: 'direct',
      target_user_id: bea.id,
      source_user_id: ana.id,
    });
    const next = await plain.next();
    expect(next.event).not.toBe('chat_message');
    await plain.close();
  });

  it('replays what a reconnecting lobby stream missed, once', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const first = await listen(bea.client, undefined, chatEvents);
    await say(ana, 'one');
    const seen = await first.next();
    await first.close();
    await say(ana, 'two');
    await say(ana, 'three');
    const again = await listen(bea.client, seen.id, chatEvents);
    expect([lineOf(await again.next()), lineOf(await again.next())]).toEqual(['two', 'three']);
    await say(ana, 'four');
    expect(lineOf(await again.next())).toBe('four');
    await again.close();
  });
});

describe(`the lobby chat across instances (${testDatabase})`, () => {
  let other: Platform;

  beforeAll(async () => {
    other = await t.variant({ ROLE: 'web' });
  });

  afterAll(async () => {
    await other?.close();
  });

  it('reaches a lobby stream on one instance when posted on the other', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const stream = await listen(bea.client, undefined, chatEvents);
    const sent = await say(ana, 'from elsewhere', sameBrowserOn(other, ana));
    const message = await stream.next();
    expect(JSON.parse(message.data)).toEqual(sent);
    await stream.close();
  });
});
