import {
  estimateInternetLatency,
  FREE_PLAN_CODE,
  LATENCY_GOOD_MAX_MS,
  latencyBand,
  NEW_USER_TRIAL_DAYS,
  SUBSCRIPTION_PLANS,
} from '@backline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import type { Platform } from '../platform';
import { listCities, listRegions } from '../reference/places';
import { internetLatencyEstimateSql } from '../services/latencyEstimate';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { DEMO_EMAIL, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './account';
import { generateMusicians, type MusicianOptions } from './generate';
import { DEMO_CATALOGUE_SET } from './jamtracks';
import { DEFAULT_DEMO_MUSICIANS, DEFAULT_DEMO_SEED, DEMO_DATA_SET, loadDemoData } from './load';
import { loadPlaceIndex, SPANISH_SPEAKING_COUNTRIES } from './places';
import { DEMO_ACCOUNT_SHAPE } from './world/context';

// One database for the file: the first tests see it empty (DEMO_DATA=off, production), then a
// second platform on the same database loads the demo data once and the rest read it.
let t: TestPlatform;
let demoPlatform: Platform | undefined;

const DATA_TABLES = [
  'users',
  'user_instruments',
  'user_genres',
  'bands',
  'performance_samples',
  'online_presences',
  'user_latencies',
  'friendships',
  'friend_requests',
  'text_messages',
  'notifications',
  'music_sessions',
  'session_invitations',
  'session_join_requests',
  'session_participants',
  'session_participant_tracks',
  'session_history',
  'chat_messages',
  'user_subscriptions',
  'demo_data_loads',
];

async function count(table: string, where = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.platform.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return row?.n ?? 0;
}

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    DATA_TABLES.map(async (table) => [table, await count(table)] as const),
  );
  return Object.fromEntries(entries);
}

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return queryRows<Row>(t.platform.db, query);
}

async function demoUserId(): Promise<string> {
  const [row] = await rows<{ id: string }>(sql`select id from users where email = ${DEMO_EMAIL}`);
  if (!row) throw new Error('no demo account');
  return row.id;
}

beforeAll(async () => {
  t = await startTestPlatform('demo');
});

afterAll(async () => {
  await demoPlatform?.close();
  await t?.close();
});

describe(`without demo data (${testDatabase})`, () => {
  it('DEMO_DATA=off loads nothing and exposes no login', async () => {
    expect(t.platform.config.demoData).toBe(false);
    expect(t.platform.demo).toBeNull();
    expect(await count('users')).toBe(0);
    expect(await count('demo_data_loads')).toBe(0);
  });

  it('refuses to load in production unless DEMO_DATA=on says so', async () => {
    const production = await t.variant({ NODE_ENV: 'production', DEMO_DATA: '' });
    try {
      expect(production.demo).toBeNull();
      expect(await count('users')).toBe(0);
    } finally {
      await production.close();
    }
  });

  it('seeds the plan catalogue from the domain whatever DEMO_DATA says', async () => {
    const plans = await rows<{ id: string; price: number; cycle: string }>(
      sql`select id, price, cycle from plans order by position`,
    );
    expect(plans).toEqual(
      SUBSCRIPTION_PLANS.map((plan) => ({ id: plan.id, price: plan.price, cycle: plan.cycle })),
    );
  });
});

describe(`the demo data (${testDatabase})`, () => {
  beforeAll(async () => {
    demoPlatform = await t.variant({ DEMO_DATA: 'on' });
  });

  it('loads at start and exposes the demo login', async () => {
    expect(demoPlatform?.demo).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(await count('users')).toBe(DEFAULT_DEMO_MUSICIANS + 1);
    // One marker per data set: the musicians and the JamTracks catalogue, each loaded once.
    expect(
      await rows<{ name: string }>(sql`select name from demo_data_loads order by name`),
    ).toEqual(
      [{ name: DEMO_CATALOGUE_SET }, { name: DEMO_DATA_SET }].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
  });

  it('lets a person sign in with the printed login', async () => {
    const client = t.client();
    const response = await client.post('/api/auths/login', {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: DEMO_EMAIL, name: 'Alex Rivera' });
  });

  it('loads once: a second load and a second start write nothing', async () => {
    const before = await counts();
    const again = await loadDemoData({
      db: t.platform.db,
      clock: t.clock,
      logger: t.logger,
    });
    expect(again.loaded).toBe(false);
    expect(again.login).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const restarted = await t.variant({ DEMO_DATA: 'on' });
    try {
      expect(restarted.demo).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    } finally {
      await restarted.close();
    }
    expect(await counts()).toEqual(before);
  });

  it('is the same for the same seed: the first musicians match the generator', async () => {
    const options: MusicianOptions = {
      seed: DEFAULT_DEMO_SEED,
      now: t.clock.now(),
      passwordHash: 'unused',
      emailDomain: DEMO_EMAIL_DOMAIN,
      places: await loadPlaceIndex(),
    };
    const first = generateMusicians(5, 0, options);
    expect(generateMusicians(5, 0, options)).toEqual(first);
    // Musician n depends only on (seed, n): a longer run starts with the same people.
    expect(generateMusicians(8, 0, options).slice(0, 5)).toEqual(first);
    expect(generateMusicians(5, 0, { ...options, seed: DEFAULT_DEMO_SEED + 1 })).not.toEqual(first);
    for (const musician of first) {
      const [stored] = await rows<Record<string, unknown>>(sql`
        select id, first_name, last_name, country, state, city, latitude, longitude,
               audio_latency, skill_level, biography, last_active_at, created_at,
               (select string_agg(instrument_id || ':' || proficiency_level, ',' order by priority)
                  from user_instruments where user_id = users.id) as instruments,
               (select string_agg(genre_id, ',' order by genre_id)
                  from user_genres where user_id = users.id) as genres
        from users where email = ${musician.user.email}`);
      const { user } = musician;
      expect(stored).toMatchObject({
        id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        country: user.country,
        state: user.state,
        city: user.city,
        latitude: user.latitude,
        longitude: user.longitude,
        audio_latency: user.audioLatency,
        skill_level: user.skillLevel,
        biography: user.biography,
        instruments: musician.instruments
          .map((i) => `${i.instrumentId}:${i.proficiencyLevel}`)
          .join(','),
        genres: musician.genres
          .map((g) => g.genreId)
          .sort()
          .join(','),
      });
      expect(new Date(stored?.last_active_at as string)).toEqual(user.lastActiveAt);
      expect(new Date(stored?.created_at as string)).toEqual(user.createdAt);
    }
  });

  describe('the demo account', () => {
    it('has friends, some of them online now', async () => {
      const id = await demoUserId();
      const [friends] = await rows<{ total: number; online: number }>(sql`
        select count(*)::int as total, count(*) filter (where u.online)::int as online
        from friendships f join users u on u.id = f.friend_id
        where f.user_id = ${id}`);
      expect(friends?.total).toBe(DEMO_ACCOUNT_SHAPE.friends);
      expect(friends?.online).toBeGreaterThanOrEqual(DEMO_ACCOUNT_SHAPE.onlineFriends);
    });

    it('has friend requests pending both ways, each with its notification', async () => {
      const id = await demoUserId();
      expect(await count('friend_requests', sql`friend_id = ${id} and status = 'pending'`)).toBe(
        DEMO_ACCOUNT_SHAPE.incomingRequests,
      );
      expect(await count('friend_requests', sql`user_id = ${id} and status = 'pending'`)).toBe(
        DEMO_ACCOUNT_SHAPE.outgoingRequests,
      );
      const unanswered = await rows<{ id: string }>(sql`
        select r.id from friend_requests r
        where r.friend_id = ${id} and r.status = 'pending' and not exists (
          select 1 from notifications n
          where n.friend_request_id = r.id and n.user_id = ${id}
            and n.description = 'FRIEND_REQUEST' and n.read_at is null)`);
      expect(unanswered).toEqual([]);
    });

    it('has more than five unread notifications, and more than a page in all', async () => {
      const id = await demoUserId();
      const unread = await count('notifications', sql`user_id = ${id} and read_at is null`);
      expect(unread).toBeGreaterThan(5);
      expect(await count('notifications', sql`user_id = ${id}`)).toBeGreaterThan(20);
      const kinds = await rows<{ description: string }>(sql`
        select distinct description from notifications where user_id = ${id} order by 1`);
      expect(kinds.map((k) => k.description)).toEqual([
        'FRIEND_REQUEST',
        'FRIEND_REQUEST_ACCEPTED',
        'SESSION_INVITATION',
        'SESSION_JOIN_REQUEST',
        'TEXT_MESSAGE',
      ]);
    });

    it('has message threads, one longer than a page of ten, some awaiting a reply', async () => {
      const id = await demoUserId();
      const threads = await rows<{ other: string; messages: number; last_from_other: boolean }>(
        sql`
        select case when source_user_id = ${id} then target_user_id else source_user_id end as other,
               count(*)::int as messages,
               (array_agg(source_user_id <> ${id} order by id desc))[1] as last_from_other
        from text_messages
        where source_user_id = ${id} or target_user_id = ${id}
        group by 1 order by 2 desc`,
      );
      expect(threads.map((thread) => thread.messages)).toEqual([
        ...DEMO_ACCOUNT_SHAPE.threadLengths,
      ]);
      expect(threads.filter((thread) => thread.last_from_other).length).toBeGreaterThanOrEqual(
        DEMO_ACCOUNT_SHAPE.unansweredThreads,
      );
    });

    it('has sessions to join: friends in public sessions and private invitations', async () => {
      const id = await demoUserId();
      const [live] = await rows<{ public_with_friends: number; invited: number }>(sql`
        select
          (select count(distinct s.id)::int from music_sessions s
             join session_participants p on p.session_id = s.id and p.left_at is null
             join friendships f on f.user_id = ${id} and f.friend_id = p.user_id
           where s.ended_at is null and s.musician_access and not s.approval_required)
            as public_with_friends,
          (select count(*)::int from session_invitations i
             join music_sessions s on s.id = i.session_id and s.ended_at is null
           where i.receiver_id = ${id}) as invited`);
      expect(live?.public_with_friends).toBeGreaterThanOrEqual(2);
      expect(live?.invited).toBe(2);
      // Its own session asks for approval, and people have asked to join.
      expect(
        await count(
          'session_join_requests',
          sql`status = 'pending' and session_id in (select id from music_sessions where owner_id = ${id})`,
        ),
      ).toBe(2);
    });

    it('has a session history of past sessions with friends, more than a page of rows', async () => {
      const id = await demoUserId();
      const [history] = await rows<{ sessions: number; rows: number }>(sql`
        select count(distinct h.session_id)::int as sessions,
               (select count(*)::int from session_history
                 where session_id in (select session_id from session_history where user_id = ${id}))
                 as rows
        from session_history h where h.user_id = ${id}`);
      expect(history?.sessions).toBe(DEMO_ACCOUNT_SHAPE.pastSessions);
      expect(history?.rows).toBeGreaterThan(DEMO_ACCOUNT_SHAPE.pastSessions);
    });

    it('is in its 30-day Gold trial, with a complete profile', async () => {
      const id = await demoUserId();
      const [row] = await rows<{
        plan_code: string | null;
        trial_ends_at: string;
        created_at: string;
        instruments: number;
        bio: number;
      }>(sql`
        select s.plan_code, s.trial_ends_at, u.created_at,
               (select count(*)::int from user_instruments where user_id = u.id) as instruments,
               length(u.biography) as bio
        from users u join user_subscriptions s on s.user_id = u.id where u.id = ${id}`);
      expect(row?.plan_code).toBeNull();
      const trialDays =
        (Date.parse(row?.trial_ends_at ?? '') - Date.parse(row?.created_at ?? '')) / 86_400_000;
      expect(trialDays).toBe(NEW_USER_TRIAL_DAYS);
      expect(Date.parse(row?.trial_ends_at ?? '')).toBeGreaterThan(t.clock.now().getTime());
      expect(row?.instruments).toBe(5);
      expect(row?.bio).toBeGreaterThan(310);
      expect(await count('user_latencies', sql`${id} in (user_a_id, user_b_id)`)).toBe(
        DEMO_ACCOUNT_SHAPE.measuredLatencies,
      );
    });
  });

  describe('the musicians', () => {
    it('come from several countries, a third of them Spanish-speaking', async () => {
      const byCountry = await rows<{ country: string; n: number }>(
        sql`select country, count(*)::int as n from users group by country`,
      );
      expect(byCountry.length).toBeGreaterThanOrEqual(20);
      const spanish = byCountry
        .filter((row) => SPANISH_SPEAKING_COUNTRIES.includes(row.country))
        .reduce((sum, row) => sum + row.n, 0);
      expect(spanish / (DEFAULT_DEMO_MUSICIANS + 1)).toBeGreaterThan(0.25);
    });

    it('include guitarists in Spanish-speaking countries within GOOD latency of Madrid', async () => {
      const players = await rows<{
        latitude: number;
        longitude: number;
        audio_latency: number | null;
      }>(sql`
        select u.latitude, u.longitude, u.audio_latency from users u
        where u.country in ${SPANISH_SPEAKING_COUNTRIES}
          and exists (select 1 from user_instruments i where i.user_id = u.id
                      and i.instrument_id in ('electric-guitar', 'acoustic-guitar'))
          and u.last_active_at >= ${new Date(t.clock.now().getTime() - 30 * 86_400_000)}`);
      const madrid = { latitude: 40.4168, longitude: -3.7038 };
      const good = players.filter(
        (player) =>
          latencyBand({
            ars_internet_latency: estimateInternetLatency(madrid, player),
            audio_latency: player.audio_latency,
          }) === 'GOOD',
      );
      expect(good.length).toBeGreaterThanOrEqual(10);
    });

    it('live in real places of the reference dataset', async () => {
      const places = await rows<{ country: string; state: string; cities: string[] }>(sql`
        select country, state, array_agg(distinct city) as cities from users
        group by country, state`);
      for (const place of places) {
        const regions = await listRegions(place.country);
        expect(regions?.map((r) => r.region)).toContain(place.state);
        const result = await listCities(place.country, place.state);
        expect(result.kind).toBe('cities');
        if (result.kind === 'cities') {
          for (const city of place.cities) expect(result.cities).toContain(city);
        }
      }
    });

    it('spread their last activity over 120 days, most recently active, some online', async () => {
      const now = t.clock.now();
      const [spread] = await rows<{
        oldest: string;
        newest: string;
        within_30: number;
        online: number;
        biography_over_310: number;
        no_audio_latency: number;
      }>(sql`
        select min(last_active_at) as oldest, max(last_active_at) as newest,
               count(*) filter (where last_active_at >= ${new Date(now.getTime() - 30 * 86_400_000)})::int as within_30,
               count(*) filter (where online)::int as online,
               count(*) filter (where length(biography) > 310)::int as biography_over_310,
               count(*) filter (where audio_latency is null)::int as no_audio_latency
        from users`);
      const daysAgo = (iso: string | undefined) =>
        (now.getTime() - Date.parse(iso ?? '')) / 86_400_000;
      expect(daysAgo(spread?.oldest)).toBeGreaterThan(100);
      expect(daysAgo(spread?.oldest)).toBeLessThanOrEqual(120);
      expect(daysAgo(spread?.newest)).toBeGreaterThanOrEqual(0);
      expect(spread?.within_30).toBeGreaterThan(DEFAULT_DEMO_MUSICIANS * 0.3);
      expect(spread?.online).toBeGreaterThan(50);
      expect(spread?.biography_over_310).toBeGreaterThan(50);
      expect(spread?.no_audio_latency).toBeGreaterThan(0);
    });

    it('have a subscription each: trials for the newest, plans or Free for the rest', async () => {
      expect(await count('user_subscriptions')).toBe(DEFAULT_DEMO_MUSICIANS + 1);
      const plans = await rows<{ plan: string; n: number }>(sql`
        select coalesce(plan_code, 'none') as plan, count(*)::int as n
        from user_subscriptions group by 1`);
      const planCodes = plans.map((p) => p.plan);
      expect(planCodes).toContain('none');
      expect(planCodes).toContain(FREE_PLAN_CODE);
      expect(planCodes.some((code) => code.startsWith('gold'))).toBe(true);
    });
  });

  describe('referential sanity', () => {
    it('stores every friendship both ways, never with oneself', async () => {
      expect(
        await count(
          'friendships',
          sql`not exists (select 1 from friendships m
                where m.user_id = friendships.friend_id and m.friend_id = friendships.user_id)`,
        ),
      ).toBe(0);
      expect(await count('friendships', sql`user_id = friend_id`)).toBe(0);
      expect(await count('friendships')).toBeGreaterThan(DEFAULT_DEMO_MUSICIANS * 2);
    });

    it('keeps notifications, messages and requests consistent', async () => {
      const [problems] = await rows<Record<string, number>>(sql`
        select
          (select count(*)::int from notifications n where n.description = 'TEXT_MESSAGE'
             and not exists (select 1 from text_messages m where m.id = n.text_message_id
               and m.target_user_id = n.user_id and m.source_user_id = n.source_user_id))
            as text_notifications,
          (select count(*)::int from notifications n where n.description = 'FRIEND_REQUEST'
             and not exists (select 1 from friend_requests r where r.id = n.friend_request_id
               and r.friend_id = n.user_id and r.user_id = n.source_user_id))
            as request_notifications,
          (select count(*)::int from friend_requests r where r.status = 'pending'
             and exists (select 1 from friendships f where f.user_id = r.user_id and f.friend_id = r.friend_id))
            as pending_between_friends,
          (select count(*)::int from text_messages m where not exists (select 1 from friendships f
             where f.user_id = m.source_user_id and f.friend_id = m.target_user_id))
            as messages_between_strangers,
          (select count(*)::int from notifications where read_at < created_at) as read_before_sent,
          (select count(*)::int from (select id, created_at, lag(created_at) over (order by id) as previous
             from text_messages) ordered where created_at < previous) as messages_out_of_order`);
      expect(problems).toEqual({
        text_notifications: 0,
        request_notifications: 0,
        pending_between_friends: 0,
        messages_between_strangers: 0,
        read_before_sent: 0,
        messages_out_of_order: 0,
      });
    });

    it('keeps sessions consistent: live participants online, history inside the session', async () => {
      const [problems] = await rows<Record<string, number>>(sql`
        select
          (select count(*)::int from session_participants p join users u on u.id = p.user_id
             where p.left_at is null and not u.online) as offline_participants,
          (select count(*)::int from session_participants p join music_sessions s on s.id = p.session_id
             where s.ended_at is not null or p.joined_at < s.created_at) as participants_outside,
          (select count(*)::int from session_participants p where not exists
             (select 1 from session_participant_tracks t where t.participant_id = p.id)) as without_tracks,
          (select count(*)::int from session_history h join music_sessions s on s.id = h.session_id
             where s.ended_at is null or h.created_at < s.created_at) as history_outside,
          (select count(*)::int from session_history h join users u on u.id = h.user_id
             where h.created_at < u.created_at) as history_before_joining,
          (select count(*)::int from session_history where instruments = '') as history_without_instruments`);
      expect(problems).toEqual({
        offline_participants: 0,
        participants_outside: 0,
        without_tracks: 0,
        history_outside: 0,
        history_before_joining: 0,
        history_without_instruments: 0,
      });
    });

    it('has users join before they act: activity after joining, friends after both joined', async () => {
      const [problems] = await rows<Record<string, number>>(sql`
        select
          (select count(*)::int from users where last_active_at < created_at) as active_before_joining,
          (select count(*)::int from friendships f join users a on a.id = f.user_id
             join users b on b.id = f.friend_id
             where f.created_at < greatest(a.created_at, b.created_at)) as friends_before_joining,
          (select count(*)::int from users where last_active_at > ${t.clock.now()}) as active_in_future`);
      expect(problems).toEqual({
        active_before_joining: 0,
        friends_before_joining: 0,
        active_in_future: 0,
      });
    });
  });

  it('estimates latency in SQL exactly as in TypeScript', async () => {
    const pairs = await rows<{
      a_lat: number;
      a_lon: number;
      b_lat: number;
      b_lon: number;
      estimate: number;
    }>(sql`
      select a.latitude as a_lat, a.longitude as a_lon, b.latitude as b_lat, b.longitude as b_lon,
             ${internetLatencyEstimateSql(
               { latitude: sql`a.latitude`, longitude: sql`a.longitude` },
               { latitude: sql`b.latitude`, longitude: sql`b.longitude` },
             )} as estimate
      from (select * from users order by email limit 20) a
      cross join (select * from users order by email desc limit 20) b`);
    expect(pairs).toHaveLength(400);
    for (const pair of pairs) {
      const expected = estimateInternetLatency(
        { latitude: pair.a_lat, longitude: pair.a_lon },
        { latitude: pair.b_lat, longitude: pair.b_lon },
      );
      expect(pair.estimate).toBeCloseTo(expected ?? Number.NaN, 6);
    }
    const [bound] = await rows<{ estimate: number }>(sql`
      select ${internetLatencyEstimateSql({ latitude: 40.4168, longitude: -3.7038 }, { latitude: 41.3874, longitude: 2.1686 })} as estimate`);
    expect(bound?.estimate).toBeLessThan(LATENCY_GOOD_MAX_MS);
  });
});
