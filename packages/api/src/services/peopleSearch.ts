import {
  dateRangeSince,
  FILTER_SKILL_LEVELS,
  LATENCY_FILTER_BANDS,
  LATENCY_FILTER_RANGES,
  type LatencyFilterBand,
  latencyFilterIsOff,
  type PeopleFilter,
  type Person,
  searchTextWords,
} from '@backline/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { estimateFromViewerSql, loadPeopleFrom, measuredLatenciesSql, type Viewer } from './people';
import { filterIsSelective } from './peoplePopularity';

/*
 * POST /filter (part 1 §4 People search, decision 008): the ids of one page of musicians, newest
 * active first. One table, so the planner can walk users_last_active_at_idx (`desc nulls last,
 * id`: the only order it serves) and stop after a page, or start from a selective index
 * (instrument, genre, join date, name prefix) and sort the few rows it finds:
 * - latency bands: the total (internet + the person's audio latency) against the ticked bands,
 *   adjacent bands merged into one comparison; the internet latency is the measured value for
 *   the few people measured against the searcher (two arrays computed once), else
 *   the estimate from the two places computed in SQL. No bounding box: a GOOD band already
 *   reaches ~4 700 km, and PostgreSQL prices `point <@ box` at 0.1 % of rows, so a box made it
 *   scan most of the table through GiST and sort (decision 008);
 * - instruments, skill levels, genres: EXISTS on (instrument_id|proficiency_level|genre_id, user_id);
 * - text: name prefixes on lower(first_name|last_name) text_pattern_ops;
 * - last active / joined: ranges on the ordering column and on created_at.
 * from_location (the retry when a first search finds nobody): musicians only — a place (nobody
 * without one is near anyone) and an instrument — latency bands not applied; nearest places
 * first (GiST KNN on the point; no tie-breaker, which would stop the index from giving the
 * order) when the searcher's place is known, else newest active first (decision 026).
 */

export interface PeopleSearch {
  viewer: Viewer;
  filter: PeopleFilter;
  offset: number;
  limit: number;
  /**
   * Start from the narrowing choice's index (a rare instrument or genre, a typed name) rather
   * than walk the last-active index: see peoplePopularity.ts. @default false
   */
  selective?: boolean;
}

const inList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** LIKE pattern for "starts with": %, _ and \ in the text are literal. */
const prefixPattern = (word: string) => `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The person-level predicates of a filter (everything except latency), on `u`. */
function commonPredicates(search: PeopleSearch, now: Date): SQL[] {
  const { viewer, filter } = search;
  const where: SQL[] = [sql`u.id <> ${viewer.id}`];
  const activeSince = dateRangeSince(filter.last_active_within_days, now);
  if (activeSince) where.push(sql`u.last_active_at >= ${activeSince.toISOString()}::timestamptz`);
  const joinedSince = dateRangeSince(filter.joined_within_days, now);
  if (joinedSince) where.push(sql`u.created_at >= ${joinedSince.toISOString()}::timestamptz`);
  const allSkills = FILTER_SKILL_LEVELS.every((level) => filter.skill_levels.includes(level));
  if (!allSkills) {
    // Skill levels are instrument proficiencies (1 Beginner … 3 Expert); none ticked admits nobody.
    where.push(
      filter.skill_levels.length === 0
        ? sql`false`
        : sql`exists (select 1 from user_instruments sk where sk.user_id = u.id
            and sk.proficiency_level in (${inList(filter.skill_levels)}))`,
    );
  }
  if (filter.instruments.length > 0) {
    where.push(sql`exists (select 1 from user_instruments ins where ins.user_id = u.id
      and ins.instrument_id in (${inList(filter.instruments)}))`);
  }
  if (filter.genres.length > 0) {
    where.push(sql`exists (select 1 from user_genres ge where ge.user_id = u.id
      and ge.genre_type = 'profile' and ge.genre_id in (${inList(filter.genres)}))`);
  }
  for (const word of searchTextWords(filter.text)) {
    const pattern = prefixPattern(word);
    where.push(sql`(lower(u.first_name) like ${pattern} or lower(u.last_name) like ${pattern})`);
  }
  return where;
}

/**
 * The ticked bands as disjoint intervals (above, upTo], adjacent ones merged: good + fair is
 * one comparison, total ≤ 60, so the estimate is computed once per row.
 */
function bandIntervals(bands: readonly LatencyFilterBand[]) {
  const ranges = LATENCY_FILTER_BANDS.filter((band) => bands.includes(band)).map(
    (band) => LATENCY_FILTER_RANGES[band],
  );
  const merged: { above: number | null; upTo: number | null }[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && last.upTo !== null && last.upTo === range.above) last.upTo = range.upTo;
    else merged.push({ ...range });
  }
  return merged;
}

/** `total` lies in one of the ticked bands (null, i.e. UNKNOWN, lies in none). */
function bandsPredicate(bands: readonly LatencyFilterBand[], total: SQL): SQL {
  const intervals = bandIntervals(bands);
  if (intervals.length === 0) return sql`false`;
  return sql.join(
    intervals.map(({ above, upTo }) => {
      const parts: SQL[] = [];
      if (above !== null) parts.push(sql`${total} > ${above}`);
      if (upTo !== null) parts.push(sql`${total} <= ${upTo}`);
      return parts.length === 0 ? sql`${total} is not null` : sql`(${sql.join(parts, sql` and `)})`;
    }),
    sql` or `,
  );
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

/** The page of a search as a query of `(id, ord)`, `ord` following the search's order. */
export function searchPageSql(search: PeopleSearch, now: Date): SQL {
  const { viewer, filter, offset, limit } = search;
  const where = commonPredicates(search, now);
  const hasPlace = viewer.latitude !== null && viewer.longitude !== null;
  // The same order either way; written as an expression the index does not serve when the
  // search should start from the selective choice's own index and sort the few it finds.
  let order = search.selective
    ? sql`coalesce(u.last_active_at, '-infinity'::timestamptz) desc, u.id`
    : sql`u.last_active_at desc nulls last, u.id`;

  if (filter.from_location) {
    // Complete musicians only: the accounts of people who never said where they are or what
    // they play are nobody's neighbours (decision 026).
    where.push(sql`u.latitude is not null and u.longitude is not null`);
    where.push(sql`exists (select 1 from user_instruments pl where pl.user_id = u.id)`);
    if (hasPlace) {
      order = sql`point(u.longitude, u.latitude) <-> point(${viewer.longitude}, ${viewer.latitude})`;
    }
  } else if (!latencyFilterIsOff(filter.latency_bands)) {
    // The pairs the desktop app measured (a handful per person) as two arrays computed once
    // (InitPlans), so the search itself stays one table the planner can walk in index order.
    const measured = measuredLatenciesSql(viewer.id);
    // The casts make these array expressions: `any((select …))` alone would mean "any row of".
    const ids = sql`(select coalesce(array_agg(user_id), '{}') from (${measured}) m)::uuid[]`;
    const values = sql`(select coalesce(array_agg(internet_latency::float8), '{}') from (${measured}) m)::float8[]`;
    const measuredValue = sql`(${values})[array_position(${ids}, u.id)]`;
    const internet = hasPlace
      ? sql`coalesce(${measuredValue}, ${estimateFromViewerSql(viewer)})`
      : measuredValue;
    if (!hasPlace) where.push(sql`u.id = any(${ids})`);
    where.push(bandsPredicate(filter.latency_bands, sql`(${internet} + u.audio_latency)`));
  }

  return sql`select id, row_number() over () as ord from (
      select u.id from users u where ${and(where)} order by ${order} limit ${limit} offset ${offset}
    ) page`;
}

/** The page of musicians a search finds, as Person objects, in one statement. */
export async function searchPeople(db: Db, clock: Clock, search: PeopleSearch): Promise<Person[]> {
  const selective = search.selective ?? (await filterIsSelective(db, clock, search.filter));
  const page = searchPageSql({ ...search, selective }, clock.now());
  return loadPeopleFrom(db, clock, search.viewer, page);
}
