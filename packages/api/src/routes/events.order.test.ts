import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../platform';
import { openEvents, type SseMessage, type Stream } from '../test/events';
import { addMusician, type Musician, sameBrowserOn } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

// With 30–40 people writing to one person through two instances, 6–8 % of the
// messages and ~5 % of the notifications never reached that person's stream, and a reconnect
// replayed none of them: a row that committed after a higher id was already sent was skipped.
const SENDERS = 30;
const EACH = 10;

let t: TestPlatform;
let other: Platform;

beforeAll(async () => {
  t = await startTestPlatform('events-order');
  other = await t.variant({});
  if (testDatabase === 'postgres') {
    // Fault injection: each writer's transaction lingers a few milliseconds after taking its
    // id, as on a loaded server, so commits overtake each other as they did in production.
    await t.platform.db.execute(sql`
      create function linger() returns trigger language plpgsql as $$
      begin perform pg_sleep(random() * 0.02); return new; end $$`);
    await t.platform.db.execute(sql`
      create trigger linger after insert on text_messages for each row execute function linger()`);
  }
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** Opens the person's stream and reads `ready`, whose id is where a replay would start. */
async function open(person: Musician, lastEventId?: string) {
  const opened = await openEvents(person.client, lastEventId);
  if (!opened.next || !opened.close) throw new Error(`events answered ${opened.response.status}`);
  const ready = await opened.next();
  expect(ready.event).toBe('ready');
  return Object.assign(opened as Stream, { readyId: ready.id });
}

/** Reads events until `count` of the given types arrived; fails if the stream stalls. */
async function collect(stream: Stream, types: string[], count: number): Promise<SseMessage[]> {
  const got: SseMessage[] = [];
  while (got.filter((message) => types.includes(message.event)).length < count) {
    const next = await Promise.race([
      stream.next(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000).unref()),
    ]);
    if (!next) break;
    got.push(next);
  }
  return got.filter((message) => types.includes(message.event));
}

describe('live events under concurrent writers on two instances', () => {
  it('delivers every message and notification live, and a reconnect replays exactly those', async () => {
    const recipient = await addMusician(t, { emailConfirmedAt: t.clock.now() });
    const senders: Musician[] = [];
    for (let i = 0; i < SENDERS; i += 1) {
      senders.push(await addMusician(t, { emailConfirmedAt: t.clock.now() }));
    }
    const stream = await open(recipient);
    const before = stream.readyId;

    // Read while they write (a stream nobody reads stalls on backpressure and hides the race).
    const total = SENDERS * EACH;
    const reading = collect(stream, ['text_message', 'notification'], 2 * total);
    await Promise.all(
      senders.map(async (sender, i) => {
        // Half the senders write through the other instance.
        const client = i % 2 === 0 ? sender.client : sameBrowserOn(other, sender);
        for (let n = 0; n < EACH; n += 1) {
          const response = await client.post('/api/text_messages', {
            message: `${i}-${n}`,
            target_user_id: recipient.id,
            source_user_id: sender.id,
          });
          expect(response.status).toBe(201);
        }
      }),
    );

    const live = await reading;
    await stream.close();
    const liveTexts = live.filter((message) => message.event === 'text_message');
    expect(liveTexts).toHaveLength(total);
    expect(live.filter((message) => message.event === 'notification')).toHaveLength(total);
    expect(new Set(liveTexts.map((message) => JSON.parse(message.data).message)).size).toBe(total);

    // The replay reads each type in turn; within a type, the order is the live order.
    const replay = await open(recipient, before);
    const replayed = await collect(replay, ['text_message', 'notification'], 2 * total);
    await replay.close();
    for (const type of ['text_message', 'notification']) {
      const of = (messages: SseMessage[]) =>
        messages.filter((message) => message.event === type).map((message) => message.data);
      expect(of(replayed)).toEqual(of(live));
    }
  }, 120_000);
});
