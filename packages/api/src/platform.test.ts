import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusEvent } from './bus';
import { queryRows } from './db/client';
import { authSessions, rateLimitCounters, users, userTokens } from './db/schema';
import { createPostgresRateLimitStore } from './security/rateLimit/postgresStore';
import { pruneExpired } from './services/expiredRows';
import { startTestPlatform, type TestPlatform, testDatabase } from './test/platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('platform');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

describe(`the platform on ${testDatabase}`, () => {
  it('runs on the database this test run was asked for', async () => {
    expect(t.platform.database.kind).toBe(testDatabase);
    const [row] = await queryRows<{ n: number }>(
      t.platform.db,
      sql`select count(*)::int as n from instruments`,
    );
    expect(row?.n).toBeGreaterThan(30);
  });

  it('migrates idempotently: running the migrations again changes nothing', async () => {
    const { migrateDatabase, migrationsFolder } = await import('./db/migrate');
    const applied = () =>
      queryRows<{ n: number }>(
        t.platform.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect((await applied())[0]?.n).toBe(journal.entries.length);
    await migrateDatabase(t.platform.database);
    expect((await applied())[0]?.n).toBe(journal.entries.length);
  });
});

describe(`the bus (${testDatabase} LISTEN/NOTIFY)`, () => {
  it('delivers a published id to the subscribers of its channel only', async () => {
    const { bus } = t.platform;
    const lobby: BusEvent[] = [];
    const other: BusEvent[] = [];
    let arrived!: () => void;
    const done = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const stopLobby = bus.subscribe('lobby', (event) => {
      lobby.push(event);
      if (lobby.length === 2) arrived();
    });
    const stopOther = bus.subscribe('user:42', (event) => other.push(event));
    await bus.publish({ channel: 'lobby', id: 7 });
    await bus.publish({ channel: 'lobby', id: 'a1' });
    await done;
    stopLobby();
    stopOther();
    expect(lobby).toEqual([
      { channel: 'lobby', id: 7 },
      { channel: 'lobby', id: 'a1' },
    ]);
    expect(other).toEqual([]);
  });

  it('stops delivering after unsubscribe', async () => {
    const { bus } = t.platform;
    const seen: BusEvent[] = [];
    const stop = bus.subscribe('lobby', (event) => seen.push(event));
    stop();
    let marker!: () => void;
    const markerSeen = new Promise<void>((resolve) => {
      marker = resolve;
    });
    const stopMarker = bus.subscribe('marker', () => marker());
    await bus.publish({ channel: 'lobby', id: 1 });
    // NOTIFYs arrive in order: once the marker is here, the lobby event would have been too.
    await bus.publish({ channel: 'marker', id: 1 });
    await markerSeen;
    stopMarker();
    expect(seen).toEqual([]);
  });

  it('refuses an empty channel name', async () => {
    await expect(t.platform.bus.publish({ channel: '', id: 1 })).rejects.toThrow(RangeError);
  });
});

describe(`jobs (pg-boss on ${testDatabase})`, () => {
  it('hands a sent job to the worker registered for its queue', async () => {
    const { jobs } = t.platform;
    let received!: (data: { packageId: number }) => void;
    const done = new Promise<{ packageId: number }>((resolve) => {
      received = resolve;
    });
    await jobs.work<{ packageId: number }>('test-render', async (data) => received(data));
    const id = await jobs.send('test-render', { packageId: 12 });
    expect(id).toEqual(expect.any(String));
    expect(await done).toEqual({ packageId: 12 });
  });
});

describe('pruning expired rows', () => {
  it('deletes lapsed sessions, spent links and old counters, and keeps the rest', async () => {
    const { db } = t.platform;
    const now = t.clock.now();
    const hour = 60 * 60 * 1000;
    const at = (offset: number) => new Date(now.getTime() + offset);
    const [user] = await db
      .insert(users)
      .values({
        firstName: 'Ana',
        lastName: 'Lima',
        email: 'ana@example.com',
        passwordHash: 'x',
        termsAcceptedAt: now,
      })
      .returning();
    const userId = user?.id ?? '';
    await db.insert(authSessions).values([
      { idHash: 'lapsed', userId, persistent: false, expiresAt: at(-1) },
      { idHash: 'live', userId, persistent: false, expiresAt: at(hour) },
    ]);
    await db.insert(userTokens).values([
      { tokenHash: 'old-expired', userId, purpose: 'reset_password', expiresAt: at(-25 * hour) },
      {
        tokenHash: 'old-used',
        userId,
        purpose: 'confirm_email',
        expiresAt: at(hour),
        usedAt: at(-25 * hour),
      },
      {
        tokenHash: 'recently-used',
        userId,
        purpose: 'confirm_email',
        expiresAt: at(hour),
        usedAt: at(-hour),
      },
      { tokenHash: 'live', userId, purpose: 'reset_password', expiresAt: at(hour) },
    ]);
    await db.insert(rateLimitCounters).values([
      { key: 'old', count: 3, expiresAt: at(-1) },
      { key: 'current', count: 3, expiresAt: at(hour) },
    ]);

    expect(await pruneExpired(db, now)).toEqual({ sessions: 1, tokens: 2, counters: 1 });
    expect((await db.select().from(authSessions)).map((row) => row.idHash)).toEqual(['live']);
    expect((await db.select().from(userTokens)).map((row) => row.tokenHash).sort()).toEqual([
      'live',
      'recently-used',
    ]);
    expect((await db.select().from(rateLimitCounters)).map((row) => row.key)).toEqual(['current']);
  });
});

describe(`the database rate-limit store (on ${testDatabase})`, () => {
  it('counts per key within the expiry and starts again after it', async () => {
    const store = createPostgresRateLimitStore(t.platform.db);
    const now = t.clock.now();
    const expiresAt = new Date(now.getTime() + 60_000);
    expect(await store.increment('k', expiresAt, now)).toBe(1);
    expect(await store.increment('k', expiresAt, now)).toBe(2);
    expect(await store.get('k', now)).toBe(2);
    expect(await store.get('other', now)).toBe(0);
    const later = new Date(now.getTime() + 61_000);
    expect(await store.get('k', later)).toBe(0);
    expect(await store.increment('k', new Date(later.getTime() + 60_000), later)).toBe(1);
    await store.delete('k');
    expect(await store.get('k', later)).toBe(0);
  });
});
