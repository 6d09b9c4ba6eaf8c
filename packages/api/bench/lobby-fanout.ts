// The lobby fan-out benchmark (ARCHITECTURE "Performance targets"): one lobby chat line reaches
// 1 000 SSE subscribers (GET /api/events?streams=chat_message), p99 delivery ≤ 250 ms, on
// PostgreSQL. `npm run bench -w @backline/api -- lobby` (or `npx tsx bench/lobby-fanout.ts`).
// Delivery time = from just before the POST /api/chat is sent to when a subscriber has read
// the event. Figures are printed, never asserted; without a database it says so and succeeds.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/clock';
import { queryRows } from '../src/db/client';
import { createAuthSession } from '../src/services/authSessions';
import { BENCH_EMAIL_DOMAIN, benchDatabaseUrl, prepareBenchDatabase } from './lib/database';
import { ms, percentile } from './lib/load';
import { startBenchServer } from './lib/server';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
/** Lines are sent one at a time, each after the previous reached everybody, plus this pause. */
const PAUSE_MS = 200;
const TARGET_P99_MS = 250;
const MUSICIANS = Number(process.env.BENCH_MUSICIANS ?? 100_000);

const log = (line: string) => console.log(`  ${line}`);

interface Subscriber {
  /** Resolves when this subscriber has read the chat line with this text. */
  waitFor(text: string): Promise<number>;
  close(): void;
}

/** One EventSource-like reader of the lobby stream; resolves once `ready` arrived. */
async function subscribe(origin: string, cookie: string): Promise<Subscriber> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/events?streams=chat_message`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`GET /api/events answered ${response.status}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  let buffer = '';
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.includes('event: ready')) onReady();
        if (!frame.includes('event: chat_message')) continue;
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const { message } = JSON.parse(data.slice(6)) as { message: string };
        const at = performance.now();
        arrived.set(message, at);
        waiting.get(message)?.(at);
      }
    }
  })();
  await ready;
  return {
    waitFor: (text) =>
      new Promise((resolve) => {
        const at = arrived.get(text);
        if (at !== undefined) resolve(at);
        else waiting.set(text, resolve);
      }),
    close: () => controller.abort(),
  };
}

async function run(databaseUrl: string) {
  const database = await prepareBenchDatabase(databaseUrl, MUSICIANS);
  let cookies: string[];
  try {
    const people = await queryRows<{ id: string }>(
      database.db,
      sql`select id from users where email like ${`%@${BENCH_EMAIL_DOMAIN}`}
        order by email limit ${SUBSCRIBERS + 1}`,
    );
    if (people.length < SUBSCRIBERS + 1) throw new Error('not enough bench musicians');
    cookies = await Promise.all(
      people.map(async ({ id }) => {
        const session = await createAuthSession(database.db, systemClock, id, false);
        return `backline_session=${session.id}`;
      }),
    );
  } finally {
    await database.close();
  }

  const server = await startBenchServer(databaseUrl);
  const subscribers: Subscriber[] = [];
  try {
    const [sender, ...listeners] = cookies as [string, ...string[]];
    log(`opening ${SUBSCRIBERS} lobby streams`);
    const opened = performance.now();
    for (let i = 0; i < listeners.length; i += 50) {
      subscribers.push(
        ...(await Promise.all(listeners.slice(i, i + 50).map((c) => subscribe(server.origin, c)))),
      );
    }
    log(`${subscribers.length} streams ready in ${ms(performance.now() - opened)}`);

    const delivery: number[] = [];
    const perMessageP99: number[] = [];
    for (let n = 0; n < MESSAGES + 1; n += 1) {
      const text = `bench line ${n} ${Date.now()}`;
      const waits = subscribers.map((s) => s.waitFor(text));
      const sentAt = performance.now();
      const response = await fetch(`${server.origin}/api/chat`, {
        method: 'POST',
        headers: { cookie: sender, 'content-type': 'application/json', origin: server.origin },
        body: JSON.stringify({ message: text, type: 'CHAT_MESSAGE', channel: 'lobby' }),
      });
      if (response.status !== 201) throw new Error(`POST /api/chat answered ${response.status}`);
      const times = (await Promise.all(waits)).map((at) => at - sentAt);
      // The first line warms the server's statement cache and connections; it is not counted.
      if (n > 0) {
        delivery.push(...times);
        perMessageP99.push(percentile(times, 99));
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }

    const p99 = percentile(delivery, 99);
    log('');
    log(
      `${MESSAGES} lines × ${SUBSCRIBERS} subscribers = ${delivery.length} deliveries: p50 ${ms(percentile(delivery, 50))}  p95 ${ms(percentile(delivery, 95))}  p99 ${ms(p99)}  max ${ms(Math.max(...delivery))}`,
    );
    log(
      `worst line's p99 ${ms(Math.max(...perMessageP99))}, best line's p99 ${ms(Math.min(...perMessageP99))}`,
    );
    log(
      `lobby fan-out p99 to ${SUBSCRIBERS} subscribers: ${ms(p99)} (target ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})`,
    );
  } finally {
    for (const subscriber of subscribers) subscriber.close();
    await server.close();
  }
}

const databaseUrl = await benchDatabaseUrl();
console.log(`lobby-fanout: one lobby chat line to ${SUBSCRIBERS} SSE subscribers, p99 delivery`);
if (databaseUrl) await run(databaseUrl);
else
  log(
    'skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL (a PostgreSQL the role may CREATEDB on)',
  );
