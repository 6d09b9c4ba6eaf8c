import type {
  Commitment,
  CowritingPurpose,
  OnlinePresence,
  PerformanceSample,
  Person,
  PersonBand,
  PersonGenre,
  PersonInstrument,
  Profile,
  RecordingPref,
  SkillLevel,
  UserSummary,
} from '@backline/domain';
import { profilePhotoUrl } from '@backline/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { type Db, queryRows } from '../db/client';
import { regionName } from '../reference/regionNames';
import { internetLatencyEstimateSql } from './latencyEstimate';

/*
 * How people are shown: Person (part 1 §3) for the search, filter_by_ids and GET /users/{id},
 * and Profile for GET /users/{id}/profile. One query builds a page of people with their lists
 * and the latency and friend flags relative to the viewer, so every call shows the same numbers.
 * The lists come ready-made from person_lists (one row per person, kept by the database's
 * triggers whoever writes them — decision 024), not aggregated from five tables per person.
 */

/** Who is looking: the friend flags and the latency are relative to this person. */
export interface Viewer {
  id: string;
  latitude: number | null;
  longitude: number | null;
}

export const viewerOf = (user: {
  id: string;
  latitude: number | null;
  longitude: number | null;
}): Viewer => ({ id: user.id, latitude: user.latitude, longitude: user.longitude });

/**
 * Whether the viewer's place is known (their profile's city has coordinates): the one thing a
 * newcomer's latency to others is estimated from (decision 026).
 */
export const placeKnown = (viewer: Viewer) => viewer.latitude !== null && viewer.longitude !== null;

/**
 * The internet latencies the desktop app measured between the viewer and others, as a CTE body
 * (`user_id`, `internet_latency`): one row per pair is stored with the smaller id first.
 */
export function measuredLatenciesSql(viewerId: string): SQL {
  return sql`select user_b_id as user_id, internet_latency from user_latencies where user_a_id = ${viewerId}
    union all
    select user_a_id as user_id, internet_latency from user_latencies where user_b_id = ${viewerId}`;
}

/** The estimate from the viewer's place to `u`'s, in SQL (null when either is unknown). */
export function estimateFromViewerSql(viewer: Viewer): SQL {
  if (viewer.latitude === null || viewer.longitude === null) return sql`null::double precision`;
  return internetLatencyEstimateSql(
    { latitude: viewer.latitude, longitude: viewer.longitude },
    { latitude: sql`u.latitude`, longitude: sql`u.longitude` },
  );
}

/** `u` is online: flagged, and its presence has not lapsed (decision 003). */
export const onlineSql = (now: Date) =>
  sql`(u.online and (u.presence_expires_at is null or u.presence_expires_at > ${now.toISOString()}::timestamptz))`;

/** `u`'s name as people see it. */
export const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** Both drivers may answer a timestamptz as a Date or a string. */
export const isoOf = (value: Date | string) => new Date(value).toISOString();

interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  biography: string | null;
  photo_url: string | null;
  v2_photo_uploaded: boolean;
  v2_photo_url: string | null;
  website: string | null;
  skill_level: SkillLevel | null;
  country: string | null;
  state: string | null;
  city: string | null;
  audio_latency: number | null;
  internet_latency: number | null;
  last_active_seconds: number | null;
  created_seconds: number;
  online: boolean;
  paid_sessions: boolean;
  paid_sessions_hourly_rate: number | null;
  paid_sessions_daily_rate: number | null;
  free_sessions: boolean;
  cowriting: boolean;
  cowriting_purpose: CowritingPurpose | null;
  traditional_band: boolean;
  traditional_band_commitment: Commitment | null;
  traditional_band_touring: boolean | null;
  virtual_band: boolean;
  virtual_band_commitment: Commitment | null;
  is_friend: boolean;
  pending_friend_request: boolean;
  instruments: PersonInstrument[] | string;
  genres: PersonGenre[] | string;
  bands: PersonBand[] | string;
  performance_samples: PerformanceSample[] | string;
  online_presences: OnlinePresence[] | string;
}

/** json_agg arrives parsed from node-postgres and PGlite alike; a string would be a driver change. */
const list = <T>(value: T[] | string): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : value;

const roundLatency = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);

/** "Austin, Texas": the city and the region's name; null without either. */
async function locationOf(row: Pick<PersonRow, 'country' | 'state' | 'city'>) {
  const region = row.country && row.state ? await regionName(row.country, row.state) : null;
  const parts = [row.city, region].filter((part): part is string => !!part && part !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The people with these ids as Person (part 1 §3), in the order asked, relative to the viewer;
 * ids of nobody are left out.
 */
export async function loadPeople(
  db: Db,
  clock: Clock,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Person[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
    sql`, `,
  );
  return loadPeopleFrom(db, clock, viewer, sql`select * from (values ${idList}) w(id, ord)`);
}

/**
 * Person objects for the rows of `source` — a query of `(id, ord)` — in `ord` order, in one
 * statement (the search passes its page query here: one round trip per search).
 */
export async function loadPeopleFrom(
  db: Db,
  clock: Clock,
  viewer: Viewer,
  source: SQL,
): Promise<Person[]> {
  // The viewer's friends and the people with a request pending either way, each an array
  // computed once (an InitPlan) rather than probed per person.
  const friendIds = sql`(select coalesce(array_agg(f.friend_id), '{}') from friendships f
    where f.user_id = ${viewer.id})::uuid[]`;
  const pendingIds = sql`(select coalesce(array_agg(case when r.user_id = ${viewer.id}::uuid
      then r.friend_id else r.user_id end), '{}') from friend_requests r
    where r.status = 'pending' and (r.user_id = ${viewer.id} or r.friend_id = ${viewer.id}))::uuid[]`;
  const rows = await queryRows<PersonRow>(
    db,
    sql`with measured as (${measuredLatenciesSql(viewer.id)}),
      wanted as (${source})
    select u.id, u.first_name, u.last_name, u.biography, u.photo_url, u.v2_photo_uploaded,
      u.v2_photo_url, u.website, u.skill_level, u.country, u.state, u.city, u.audio_latency,
      coalesce(m.internet_latency::double precision, ${estimateFromViewerSql(viewer)}) as internet_latency,
      floor(extract(epoch from u.last_active_at))::float8 as last_active_seconds,
      floor(extract(epoch from u.created_at))::float8 as created_seconds,
      ${onlineSql(clock.now())} as online,
      u.paid_sessions, u.paid_sessions_hourly_rate, u.paid_sessions_daily_rate, u.free_sessions,
      u.cowriting, u.cowriting_purpose, u.traditional_band, u.traditional_band_commitment,
      u.traditional_band_touring, u.virtual_band, u.virtual_band_commitment,
      u.id = any(${friendIds}) as is_friend,
      u.id = any(${pendingIds}) as pending_friend_request,
      coalesce(l.instruments, '[]'::json) as instruments,
      coalesce(l.genres, '[]'::json) as genres,
      coalesce(l.bands, '[]'::json) as bands,
      coalesce(l.performance_samples, '[]'::json) as performance_samples,
      coalesce(l.online_presences, '[]'::json) as online_presences
    from wanted w
    join users u on u.id = w.id
    left join person_lists l on l.user_id = u.id
    left join measured m on m.user_id = u.id
    order by w.ord`,
  );
  return Promise.all(
    rows.map(async (row): Promise<Person> => {
      const audio = row.audio_latency === null ? null : Number(row.audio_latency);
      const internet = row.internet_latency === null ? null : Number(row.internet_latency);
      return {
        id: row.id,
        name: fullName(row.first_name, row.last_name),
        first_name: row.first_name,
        last_name: row.last_name,
        biography: row.biography,
        photo_url: row.photo_url,
        v2_photo_uploaded: row.v2_photo_uploaded,
        v2_photo_url: row.v2_photo_url,
        website: row.website,
        instruments: list(row.instruments),
        genres: list(row.genres),
        latency_data: {
          ars_internet_latency: roundLatency(internet),
          audio_latency: roundLatency(audio),
        },
        last_active_timestamp:
          row.last_active_seconds === null ? null : Number(row.last_active_seconds),
        created_at_timestamp: Number(row.created_seconds),
        online: row.online,
        location: await locationOf(row),
        country: row.country,
        skill_level: row.skill_level,
        bands: list(row.bands),
        performance_samples: list(row.performance_samples),
        online_presences: list(row.online_presences),
        paid_sessions: row.paid_sessions,
        paid_sessions_hourly_rate: row.paid_sessions_hourly_rate,
        paid_sessions_daily_rate: row.paid_sessions_daily_rate,
        free_sessions: row.free_sessions,
        cowriting: row.cowriting,
        cowriting_purpose: row.cowriting_purpose,
        traditional_band: row.traditional_band,
        traditional_band_commitment: row.traditional_band_commitment,
        traditional_band_touring: row.traditional_band_touring,
        virtual_band: row.virtual_band,
        virtual_band_commitment: row.virtual_band_commitment,
        is_friend: row.is_friend,
        pending_friend_request: row.pending_friend_request,
      };
    }),
  );
}

/** One person's details (GET /users/{id}), or null when there is nobody with that id. */
export async function loadPerson(
  db: Db,
  clock: Clock,
  viewer: Viewer,
  id: string,
): Promise<Person | null> {
  const [person] = await loadPeople(db, clock, viewer, [id]);
  return person ?? null;
}

/** A user as notifications, messages and chat lines name them: the profile photo rule applied. */
export function presentUserSummary(user: {
  id: string;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  v2_photo_uploaded: boolean;
  v2_photo_url: string | null;
}): UserSummary {
  return {
    id: user.id,
    name: fullName(user.first_name, user.last_name),
    photo_url: profilePhotoUrl(user),
  };
}

/** `json_build_object` of a user summary's columns for `alias`, for queries that embed one. */
export const userSummaryJsonSql = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'first_name', ${alias}.first_name,
    'last_name', ${alias}.last_name, 'photo_url', ${alias}.photo_url,
    'v2_photo_uploaded', ${alias}.v2_photo_uploaded, 'v2_photo_url', ${alias}.v2_photo_url)`);

interface ProfileRow {
  first_name: string;
  last_name: string;
  country: string | null;
  state: string | null;
  city: string | null;
  biography: string | null;
  subscribe_email: boolean;
  virtual_band: boolean;
  virtual_band_commitment: Commitment | null;
  traditional_band: boolean;
  traditional_band_commitment: Commitment | null;
  traditional_band_touring: boolean | null;
  cowriting: boolean;
  cowriting_purpose: CowritingPurpose | null;
  paid_sessions: boolean;
  paid_sessions_hourly_rate: number | null;
  paid_sessions_daily_rate: number | null;
  free_sessions: boolean;
  accept_desktop_notifications: boolean;
  recording_pref: RecordingPref;
  instruments: Profile['instruments'] | string;
  genres: Profile['genres'] | string;
}

/**
 * The editable profile (part 1 §3 Profile) as GET /users/{id}/profile answers it and the edit
 * screen loads it: unset texts are '' (the form's empty field), lists in their order.
 */
export async function loadProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select u.first_name, u.last_name, u.country, u.state, u.city, u.biography,
      u.subscribe_email, u.virtual_band, u.virtual_band_commitment, u.traditional_band,
      u.traditional_band_commitment, u.traditional_band_touring, u.cowriting, u.cowriting_purpose,
      u.paid_sessions, u.paid_sessions_hourly_rate, u.paid_sessions_daily_rate, u.free_sessions,
      u.accept_desktop_notifications, u.recording_pref,
      coalesce((select json_agg(json_build_object('instrument_id', ui.instrument_id,
          'proficiency_level', ui.proficiency_level, 'priority', ui.priority,
          'description', i.description) order by ui.priority, ui.instrument_id)
        from user_instruments ui join instruments i on i.id = ui.instrument_id
        where ui.user_id = u.id), '[]'::json) as instruments,
      coalesce((select json_agg(json_build_object('genre_id', ug.genre_id,
          'genre_type', ug.genre_type) order by g.position, ug.genre_id)
        from user_genres ug join genres g on g.id = ug.genre_id
        where ug.user_id = u.id and ug.genre_type = 'profile'), '[]'::json) as genres
    from users u where u.id = ${userId}`,
  );
  if (!row) return null;
  return presentProfile(row);
}

function presentProfile(row: ProfileRow): Profile {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    country: row.country ?? '',
    state: row.state ?? '',
    city: row.city ?? '',
    biography: row.biography ?? '',
    subscribe_email: row.subscribe_email,
    virtual_band: row.virtual_band,
    virtual_band_commitment: row.virtual_band_commitment,
    traditional_band: row.traditional_band,
    traditional_band_commitment: row.traditional_band_commitment,
    traditional_band_touring: row.traditional_band_touring,
    cowriting: row.cowriting,
    cowriting_purpose: row.cowriting_purpose,
    paid_sessions: row.paid_sessions,
    paid_sessions_hourly_rate: row.paid_sessions_hourly_rate,
    paid_sessions_daily_rate: row.paid_sessions_daily_rate,
    free_sessions: row.free_sessions,
    instruments: list(row.instruments),
    genres: list(row.genres),
    accept_desktop_notifications: row.accept_desktop_notifications,
    recording_pref: row.recording_pref,
  };
}
