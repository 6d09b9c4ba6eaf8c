import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import {
  chatMessages,
  demoDataLoads,
  friendRequests,
  friendships,
  musicSessions,
  notifications,
  sessionHistory,
  sessionInvitations,
  sessionJoinRequests,
  sessionParticipants,
  sessionParticipantTracks,
  textMessages,
  userLatencies,
  users,
} from '../db/schema';
import type { Logger } from '../logger';
import { hashPassword, verifyPassword } from '../security/passwords';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, type DemoLogin, demoAccount } from './account';
import { generateMusicians, insertMusicians, type MusicianOptions } from './generate';
import { insertInBatches, insertReturningIds } from './insert';
import { loadPlaceIndex } from './places';
import { buildWorld, type DemoWorld } from './world';

/** The marker's name: a later, different demo data set would get a name of its own. */
export const DEMO_DATA_SET = 'musicians-social-sessions';
export const DEFAULT_DEMO_SEED = 4_2026;
export const DEFAULT_DEMO_MUSICIANS = 2_000;

export interface DemoDataDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
}

export interface LoadDemoOptions {
  seed?: number;
  /** Musicians besides the demo account. */
  musicians?: number;
}

export interface DemoLoadResult {
  /** The demo account's login, or null when it is gone or its password was changed. */
  login: DemoLogin | null;
  /** Whether this call wrote the data (false: it was there already). */
  loaded: boolean;
  /** Rows written per table (empty when nothing was written). */
  rows: Record<string, number>;
  milliseconds: number;
}

/**
 * Loads the demo data once per database: a marker row in `demo_data_loads` is written in the
 * same transaction as the data, so a second start (or a second instance starting at the same
 * time, which waits on the marker's key) writes nothing. Everything is derived from the seed
 * and the platform clock's now.
 */
export async function loadDemoData(
  deps: DemoDataDeps,
  options: LoadDemoOptions = {},
): Promise<DemoLoadResult> {
  const started = performance.now();
  const existing = await existingLogin(deps);
  if (existing !== undefined) {
    return { login: existing, loaded: false, rows: {}, milliseconds: performance.now() - started };
  }

  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const count = options.musicians ?? DEFAULT_DEMO_MUSICIANS;
  const now = deps.clock.now();
  const musicianOptions: MusicianOptions = {
    seed,
    now,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    emailDomain: DEMO_EMAIL_DOMAIN,
    places: await loadPlaceIndex(),
  };
  const demo = demoAccount(musicianOptions);
  const musicians = generateMusicians(count, 0, musicianOptions);
  const world = buildWorld(seed, now, musicians, demo);
  const generated = performance.now();

  const rows = await deps.db.transaction(async (tx) => {
    const [marker] = await tx
      .insert(demoDataLoads)
      .values({ name: DEMO_DATA_SET, seed, musicians: count, loadedAt: now })
      .onConflictDoNothing()
      .returning({ name: demoDataLoads.name });
    if (!marker) return null; // another instance loaded it meanwhile
    await insertMusicians(tx, [demo, ...musicians]);
    const written = await insertWorld(tx, world);
    await tx
      .update(demoDataLoads)
      .set({ demoUserId: demo.user.id })
      .where(eq(demoDataLoads.name, DEMO_DATA_SET));
    return { musicians: musicians.length + 1, ...written };
  });
  const milliseconds = performance.now() - started;
  if (!rows) {
    return { login: (await existingLogin(deps)) ?? null, loaded: false, rows: {}, milliseconds };
  }
  deps.logger.info('demo data loaded', {
    seed,
    ...rows,
    generate_ms: Math.round(generated - started),
    total_ms: Math.round(milliseconds),
  });
  return {
    login: { email: demo.user.email, password: DEMO_PASSWORD },
    loaded: true,
    rows,
    milliseconds,
  };
}

/**
 * The login of demo data loaded earlier; null when the account was deleted or its password
 * changed (printing it would mislead); undefined when no demo data was loaded.
 */
async function existingLogin(deps: DemoDataDeps): Promise<DemoLogin | null | undefined> {
  const [row] = await deps.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(demoDataLoads)
    .leftJoin(users, eq(users.id, demoDataLoads.demoUserId))
    .where(eq(demoDataLoads.name, DEMO_DATA_SET));
  if (!row) return undefined;
  if (!row.email || !row.passwordHash) return null;
  if (!(await verifyPassword(row.passwordHash, DEMO_PASSWORD))) {
    deps.logger.warn('the demo account no longer has the demo password; not printing a login');
    return null;
  }
  return { email: row.email, password: DEMO_PASSWORD };
}

async function insertWorld(tx: Tx, world: DemoWorld): Promise<Record<string, number>> {
  // The mirror foreign key of friendships is checked at the end of each statement: pairs sit
  // side by side, so an even batch size never splits one.
  await insertInBatches(tx, friendships, world.friendships, 1_000);
  await insertInBatches(tx, friendRequests, world.friendRequests);
  await insertInBatches(tx, userLatencies, world.latencies);
  await insertInBatches(tx, musicSessions, world.sessions);
  await insertInBatches(tx, sessionInvitations, world.invitations);
  await insertInBatches(tx, sessionJoinRequests, world.joinRequests);
  await insertInBatches(tx, sessionParticipants, world.participants);
  await insertInBatches(tx, sessionParticipantTracks, world.tracks);
  await insertInBatches(tx, sessionHistory, world.history);
  const messageIds = await insertReturningIds(tx, textMessages, world.textMessages);
  await insertInBatches(
    tx,
    notifications,
    world.notifications.map(({ textMessageIndex, ...notification }) => ({
      ...notification,
      textMessageId: textMessageIndex === undefined ? null : (messageIds[textMessageIndex] ?? null),
    })),
  );
  await insertInBatches(tx, chatMessages, world.chat);
  // Fresh statistics, so the first searches plan well on the new rows.
  await tx.execute(sql`analyze`);
  return {
    friendships: world.friendships.length / 2,
    friend_requests: world.friendRequests.length,
    measured_latencies: world.latencies.length,
    sessions: world.sessions.length,
    session_participants: world.participants.length,
    session_history: world.history.length,
    text_messages: world.textMessages.length,
    notifications: world.notifications.length,
    lobby_chat: world.chat.length,
  };
}
