import { and, eq } from 'drizzle-orm';
import { userGenres, userInstruments, userLatencies, users } from '../db/schema';
import type { Platform } from '../platform';
import { createAuthSession } from '../services/authSessions';
import { TestClient, type TestPlatform } from './platform';

/*
 * Musicians for the people, friends, messages and events tests: written straight into the
 * tables (no argon2 per person) and signed in with a fresh session cookie.
 */

export const PLACES = {
  madrid: { country: 'ES', state: 'MD', city: 'Madrid', latitude: 40.4168, longitude: -3.7038 },
  barcelona: {
    country: 'ES',
    state: 'CT',
    city: 'Barcelona',
    latitude: 41.3874,
    longitude: 2.1686,
  },
  newYork: { country: 'US', state: 'NY', city: 'New York', latitude: 40.7128, longitude: -74.006 },
  losAngeles: {
    country: 'US',
    state: 'CA',
    city: 'Los Angeles',
    latitude: 34.0522,
    longitude: -118.2437,
  },
  buenosAires: {
    country: 'AR',
    state: 'C',
    city: 'Buenos Aires',
    latitude: -34.6037,
    longitude: -58.3816,
  },
} as const;

export type MusicianFields = Partial<typeof users.$inferInsert> & {
  instruments?: { id: string; proficiency: 1 | 2 | 3 }[];
  genres?: string[];
};

export interface Musician {
  id: string;
  client: TestClient;
}

let sequence = 0;

/** A musician active two days ago, joined a year ago, with no place unless given one. */
export async function addMusician(
  t: TestPlatform,
  fields: MusicianFields = {},
  platform: Platform = t.platform,
): Promise<Musician> {
  sequence += 1;
  const now = t.clock.now().getTime();
  const { instruments = [], genres = [], ...columns } = fields;
  const [row] = await t.platform.db
    .insert(users)
    .values({
      firstName: `Musician${sequence}`,
      lastName: 'Test',
      email: `musician${sequence}@example.com`,
      passwordHash: 'not-a-hash',
      termsAcceptedAt: new Date(now - 400 * 86_400_000),
      createdAt: new Date(now - 365 * 86_400_000),
      lastActiveAt: new Date(now - 2 * 86_400_000),
      ...columns,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user row');
  if (instruments.length > 0) {
    await t.platform.db.insert(userInstruments).values(
      instruments.map((instrument, priority) => ({
        userId: row.id,
        instrumentId: instrument.id,
        proficiencyLevel: instrument.proficiency,
        priority,
      })),
    );
  }
  if (genres.length > 0) {
    await t.platform.db
      .insert(userGenres)
      .values(genres.map((genreId) => ({ userId: row.id, genreId, genreType: 'profile' })));
  }
  const session = await createAuthSession(t.platform.db, t.clock, row.id, false);
  const client = new TestClient(platform);
  client.cookies.set('backline_session', session.id);
  return { id: row.id, client };
}

/** Stores a measured internet latency between two people (one row per unordered pair). */
export async function measure(t: TestPlatform, a: string, b: string, internetLatency: number) {
  const [userAId, userBId] = a < b ? [a, b] : [b, a];
  await t.platform.db
    .insert(userLatencies)
    .values({ userAId, userBId, internetLatency, measuredAt: t.clock.now() });
}

export async function lastActiveAt(t: TestPlatform, id: string): Promise<Date | null> {
  const [row] = await t.platform.db
    .select({ at: users.lastActiveAt })
    .from(users)
    .where(and(eq(users.id, id)));
  return row?.at ?? null;
}

/** A client of another platform (instance) carrying the same session cookie. */
export function sameBrowserOn(platform: Platform, musician: Musician): TestClient {
  const client = new TestClient(platform);
  for (const [name, value] of musician.client.cookies) client.cookies.set(name, value);
  return client;
}
