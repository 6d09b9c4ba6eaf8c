import { type PeopleFilter, searchTextWords } from '@backline/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { type Db, queryRows } from '../db/client';

/*
 * How common each instrument and genre is, for the people search's plan choice (decision 008):
 * walking the last-active index finds a page fast when many people match, but a rare choice
 * (harp, within GOOD) makes it walk thousands of rows — there the search starts from the
 * instrument's own index instead. PostgreSQL cannot tell the two apart: it prices the latency
 * test at a third of the rows whatever the searcher's place. A per-instance cache (an estimate
 * is all it needs; nothing depends on it being current).
 */

/** At or below this share of musicians, a choice counts as rare. */
export const RARE_SHARE = 0.05;
/** A typed name prefix this long narrows the search as much as a rare instrument. */
export const SELECTIVE_TEXT_LENGTH = 3;
/** The counts are taken again when they are this old. */
export const POPULARITY_REFRESH_MS = 10 * 60_000;

interface Popularity {
  at: number;
  musicians: number;
  instruments: Map<string, number>;
  genres: Map<string, number>;
}

const caches = new WeakMap<Db, Promise<Popularity>>();

async function countAll(db: Db, now: number): Promise<Popularity> {
  const [total, instruments, genres] = await Promise.all([
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`),
    queryRows<{ id: string; n: number }>(
      db,
      sql`select instrument_id as id, count(*)::int as n from user_instruments group by 1`,
    ),
    queryRows<{ id: string; n: number }>(
      db,
      sql`select genre_id as id, count(*)::int as n from user_genres where genre_type = 'profile' group by 1`,
    ),
  ]);
  return {
    at: now,
    musicians: Number(total[0]?.n ?? 0),
    instruments: new Map(instruments.map((row) => [row.id, Number(row.n)])),
    genres: new Map(genres.map((row) => [row.id, Number(row.n)])),
  };
}

async function popularity(db: Db, clock: Clock): Promise<Popularity> {
  const now = clock.now().getTime();
  const cached = caches.get(db);
  if (cached) {
    const known = await cached.catch(() => null);
    if (known && Math.abs(now - known.at) < POPULARITY_REFRESH_MS) return known;
  }
  const fresh = countAll(db, now);
  caches.set(db, fresh);
  return fresh;
}

const share = (counts: Map<string, number>, ids: readonly string[], musicians: number) =>
  ids.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0) / Math.max(1, musicians);

/**
 * Whether the filter narrows the musicians enough that the search should start from that
 * narrowing (an instrument, genre or name index) rather than walk everybody by last activity.
 */
export async function filterIsSelective(
  db: Db,
  clock: Clock,
  filter: PeopleFilter,
): Promise<boolean> {
  if (searchTextWords(filter.text).some((word) => word.length >= SELECTIVE_TEXT_LENGTH)) {
    return true;
  }
  if (filter.instruments.length === 0 && filter.genres.length === 0) return false;
  const known = await popularity(db, clock);
  return (
    (filter.instruments.length > 0 &&
      share(known.instruments, filter.instruments, known.musicians) <= RARE_SHARE) ||
    (filter.genres.length > 0 && share(known.genres, filter.genres, known.musicians) <= RARE_SHARE)
  );
}
