import type { LobbyChatMessage } from '@backline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOBBY_STREAM_KEY } from '../services/lobby';
import { sayInLobby as say, sendTextMessage as send } from '../test/conversation';
import { listen, type SseMessage } from '../test/events';
import { addMusician } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { type LiveEvent, publishLive } from './publish';

// A publish is a `select pg_notify(…)` on PostgreSQL, and a read that lost its connection is
// sent again (db/connectionLoss.ts): when the first one committed and only its answer was lost,
// the announcement goes out twice (shown in db/connectionLoss.postgres.test.ts). Redis clients
// resend an unanswered PUBLISH as well. Announcements are therefore at least once, and every
// reader must send each row id once however often it is announced: the person's stream, its
// replay after Last-Event-ID, and the lobby's shared feed.

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('duplicate-announcements');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

/** The same announcements again, as a retried publish sends them: twice more each. */
const announceAgain = async (events: LiveEvent[]) => {
  for (let n = 0; n < 2; n += 1) await publishLive(t.platform, events);
};

const describeEvent = (message: SseMessage) =>
  `${message.event} ${(JSON.parse(message.data) as { message: string }).message}`;

describe(`an announcement that arrives more than once (${testDatabase})`, () => {
  it('sends each message and notification once on the stream and in its replay', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const stream = await listen(bea.client);
    const one = await send(ana, bea, 'one');
    const twice: LiveEvent[] = [
      { type: 'text_message', userId: bea.id, id: Number(one.id) },
      { type: 'notification', userId: bea.id, id: Number(one.id) },
    ];
    await announceAgain(twice);
    await send(ana, bea, 'two');
    // Events come in order: a copy of "one" would stand before "two".
    const live: SseMessage[] = [];
    for (let n = 0; n < 4; n += 1) live.push(await stream.next());
    expect(live.map(describeEvent).sort()).toEqual([
      'notification one',
      'notification two',
      'text_message one',
      'text_message two',
    ]);
    const afterOne = live.filter((m) => describeEvent(m).endsWith(' one')).at(-1)?.id;
    await stream.close();

    // A reconnect replays "two" once, while announcements of both rows arrive again.
    const again = await listen(bea.client, afterOne);
    const replayed: SseMessage[] = [];
    replayed.push(await again.next());
    await announceAgain(twice);
    replayed.push(await again.next());
    await send(ana, bea, 'three');
    for (let n = 0; n < 2; n += 1) replayed.push(await again.next());
    expect(replayed.map(describeEvent).sort()).toEqual([
      'notification three',
      'notification two',
      'text_message three',
      'text_message two',
    ]);
    const ids = replayed.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    await again.close();
  });

  it('sends each lobby line once to every lobby stream, live and replayed', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const query = 'streams=chat_message';
    const streams = [
      await listen(ana.client, undefined, query),
      await listen(bea.client, undefined, query),
    ];
    const one = await say(ana, 'one');
    const oneAgain: LiveEvent[] = [{ type: 'chat_message', userId: LOBBY_STREAM_KEY, id: one.id }];
    await announceAgain(oneAgain);
    await say(ana, 'two');
    const seen: SseMessage[][] = [];
    for (const stream of streams) seen.push([await stream.next(), await stream.next()]);
    for (const lines of seen)
      expect(lines.map(describeEvent)).toEqual(['chat_message one', 'chat_message two']);
    await Promise.all(streams.map((stream) => stream.close()));

    // Behind the shared feed: a stream replaying from "one" while "one" and "two" are announced
    // again gets "two" once, then the next line.
    const two = JSON.parse(seen[1]?.[1]?.data ?? '{}') as LobbyChatMessage;
    const behind = await listen(bea.client, seen[1]?.[0]?.id, query);
    await announceAgain([
      ...oneAgain,
      { type: 'chat_message', userId: LOBBY_STREAM_KEY, id: two.id },
    ]);
    await say(ana, 'three');
    expect([describeEvent(await behind.next()), describeEvent(await behind.next())]).toEqual([
      'chat_message two',
      'chat_message three',
    ]);
    await behind.close();
  });
});
