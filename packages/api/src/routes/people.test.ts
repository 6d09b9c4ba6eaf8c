import {
  defaultPeopleFilter,
  estimateInternetLatency,
  type LatenciesResponse,
  latencyBand,
  type PeopleFilterResponse,
  type Person,
  type Profile,
  peopleFilterSchema,
} from '@backline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { friendRequests, friendships } from '../db/schema';
import { LAST_ACTIVE_RESOLUTION_MS } from '../services/activity';
import { viewerOf } from '../services/people';
import { filterIsSelective, POPULARITY_REFRESH_MS } from '../services/peoplePopularity';
import { searchPeople } from '../services/peopleSearch';
import { addMusician, lastActiveAt, measure, PLACES } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('people');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const DAY = 86_400_000;
const GUITAR = [{ id: 'electric-guitar', proficiency: 2 as const }];
const names = (body: unknown) =>
  (body as PeopleFilterResponse).musicians.map((person) => person.first_name);

describe(`POST /api/filter (${testDatabase})`, () => {
  it('finds musicians within the default bands, newest active first, without the searcher', async () => {
    const me = await addMusician(t, { ...PLACES.madrid, firstName: 'Me', audioLatency: 5 });
    const now = t.clock.now().getTime();
    await addMusician(t, {
      ...PLACES.barcelona,
      firstName: 'Near',
      audioLatency: 6,
      lastActiveAt: new Date(now - 2 * DAY),
    });
    await addMusician(t, {
      ...PLACES.madrid,
      firstName: 'Neighbour',
      audioLatency: 4,
      lastActiveAt: new Date(now - DAY),
    });
    // Buenos Aires is ~80 ms from Madrid: poor, off by default.
    await addMusician(t, {
      ...PLACES.buenosAires,
      firstName: 'Far',
      audioLatency: 4,
      lastActiveAt: new Date(now - 3 * DAY),
    });
    // No audio latency yet: UNKNOWN, shown only with every band ticked.
    await addMusician(t, {
      ...PLACES.madrid,
      firstName: 'Unmeasured',
      lastActiveAt: new Date(now - 4 * DAY),
    });
    // Last active 40 days ago: outside the default 30 days.
    await addMusician(t, {
      ...PLACES.madrid,
      firstName: 'Idle',
      audioLatency: 4,
      lastActiveAt: new Date(now - 40 * DAY),
    });

    const response = await me.client.post('/api/filter', {});
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Neighbour', 'Near']);
    expect((response.body as PeopleFilterResponse).offset).toBe(2);

    const everyBand = await me.client.post('/api/filter', {
      latency_bands: ['good', 'fair', 'poor'],
    });
    expect(names(everyBand.body)).toEqual(['Neighbour', 'Near', 'Far', 'Unmeasured']);
    const poorOnly = await me.client.post('/api/filter', { latency_bands: ['poor'] });
    expect(names(poorOnly.body)).toEqual(['Far']);
  });

  it('shows every Person field of part 1 §3, with latency and friend flags relative to the searcher', async () => {
    const me = await addMusician(t, { ...PLACES.madrid, audioLatency: 5 });
    const other = await addMusician(t, {
      ...PLACES.barcelona,
      firstName: 'Lucía',
      lastName: 'García',
      audioLatency: 6,
      biography: 'Guitarra flamenca.',
      website: 'https://example.com',
      skillLevel: 2,
      paidSessions: true,
      paidSessionsHourlyRate: 2500,
      instruments: [
        { id: 'electric-guitar', proficiency: 3 },
        { id: 'voice', proficiency: 1 },
      ],
      genres: ['rock'],
    });
    const response = await me.client.post('/api/filter', {});
    const [person] = (response.body as PeopleFilterResponse).musicians;
    const internet = estimateInternetLatency(PLACES.madrid, PLACES.barcelona) as number;
    expect(person).toEqual({
      id: other.id,
      name: 'Lucía García',
      first_name: 'Lucía',
      last_name: 'García',
      biography: 'Guitarra flamenca.',
      photo_url: null,
      v2_photo_uploaded: false,
      v2_photo_url: null,
      website: 'https://example.com',
      instruments: [
        {
          instrument_id: 'electric-guitar',
          description: expect.any(String),
          proficiency_level: 3,
          priority: 0,
        },
        {
          instrument_id: 'voice',
          description: expect.any(String),
          proficiency_level: 1,
          priority: 1,
        },
      ],
      genres: [
        {
          genre_id: 'rock',
          description: expect.any(String),
          player_type: null,
          genre_type: 'profile',
        },
      ],
      latency_data: { ars_internet_latency: Math.round(internet * 10) / 10, audio_latency: 6 },
      last_active_timestamp: (t.clock.now().getTime() - 2 * DAY) / 1000,
      created_at_timestamp: (t.clock.now().getTime() - 365 * DAY) / 1000,
      online: false,
      location: 'Barcelona, Catalonia',
      country: 'ES',
      skill_level: 2,
      bands: [],
      performance_samples: [],
      online_presences: [],
      paid_sessions: true,
      paid_sessions_hourly_rate: 2500,
      paid_sessions_daily_rate: null,
      free_sessions: false,
      cowriting: false,
      cowriting_purpose: null,
      traditional_band: false,
      traditional_band_commitment: null,
      traditional_band_touring: null,
      virtual_band: false,
      virtual_band_commitment: null,
      is_friend: false,
      pending_friend_request: false,
    } satisfies Person);
    expect(latencyBand(person?.latency_data)).toBe('GOOD');
  });

  it('lets a measured latency win over the estimate, both ways', async () => {
    const me = await addMusician(t, { ...PLACES.madrid, audioLatency: 5 });
    // Next door, but the desktop app measured a poor connection.
    const badLine = await addMusician(t, {
      ...PLACES.madrid,
      firstName: 'BadLine',
      audioLatency: 5,
    });
    // An ocean away, but measured good (a fast route).
    const fastRoute = await addMusician(t, {
      ...PLACES.buenosAires,
      firstName: 'FastRoute',
      audioLatency: 5,
    });
    await measure(t, me.id, badLine.id, 70);
    await measure(t, fastRoute.id, me.id, 20);

    expect(names((await me.client.post('/api/filter', { latency_bands: ['good'] })).body)).toEqual([
      'FastRoute',
    ]);
    expect(names((await me.client.post('/api/filter', { latency_bands: ['poor'] })).body)).toEqual([
      'BadLine',
    ]);
    const latencies = await me.client.get(
      `/api/users/${me.id}/latencies?user_ids[]=${badLine.id}&user_ids[]=${fastRoute.id}`,
    );
    expect(latencies.body).toEqual({
      users: [
        { user_id: badLine.id, audio_latency: 5, ars: { internet_latency: 70 } },
        { user_id: fastRoute.id, audio_latency: 5, ars: { internet_latency: 20 } },
      ],
    } satisfies LatenciesResponse);
  });

  it('admits exactly the people whose latency badge band is ticked, band by band', async () => {
    // A filter band admits the totals of its badge band (domain LATENCY_FILTER_RANGES).
    const BADGE_OF_BAND = { good: 'GOOD', fair: 'FAIR', poor: 'HIGH' } as const;
    const me = await addMusician(t, { ...PLACES.madrid, audioLatency: 5 });
    const places = Object.values(PLACES);
    for (const [index, place] of places.entries()) {
      for (const audio of [2, 15, 30]) {
        await addMusician(t, { ...place, firstName: `P${index}a${audio}`, audioLatency: audio });
      }
    }
    const all = await me.client.post('/api/filter?limit=20', {
      latency_bands: ['good', 'fair', 'poor'],
    });
    const everybody = (all.body as PeopleFilterResponse).musicians;
    expect(everybody).toHaveLength(places.length * 3);
    for (const bands of [
      ['good'],
      ['fair'],
      ['poor'],
      ['good', 'fair'],
      ['good', 'poor'],
    ] as const) {
      const filter = { ...defaultPeopleFilter(), latency_bands: [...bands] };
      const response = await me.client.post('/api/filter', filter);
      const expected = everybody
        .filter((person) =>
          bands.some((band) => BADGE_OF_BAND[band] === latencyBand(person.latency_data)),
        )
        .map((person) => person.first_name);
      expect(names(response.body).sort()).toEqual(expected.sort());
    }
  });

  it('filters by instruments, skill levels, genres, join date, last activity and name', async () => {
    const me = await addMusician(t, { ...PLACES.madrid, audioLatency: 5 });
    const now = t.clock.now().getTime();
    const near = { ...PLACES.madrid, audioLatency: 5 };
    await addMusician(t, {
      ...near,
      firstName: 'Ana',
      lastName: 'Ruiz',
      instruments: [{ id: 'electric-guitar', proficiency: 3 }],
      genres: ['rock'],
    });
    await addMusician(t, {
      ...near,
      firstName: 'Bea',
      lastName: 'Anaya',
      instruments: [{ id: 'drums', proficiency: 1 }],
      genres: ['jazz'],
      createdAt: new Date(now - 3 * DAY),
      lastActiveAt: new Date(now - 3600_000),
    });
    await addMusician(t, { ...near, firstName: '50%_off', lastName: 'Sale' });

    const search = async (filter: Record<string, unknown>) =>
      names((await me.client.post('/api/filter', filter)).body).sort();
    expect(await search({ instruments: ['electric-guitar'] })).toEqual(['Ana']);
    expect(await search({ instruments: ['electric-guitar', 'drums'] })).toEqual(['Ana', 'Bea']);
    expect(await search({ skill_levels: [1] })).toEqual(['Bea']);
    expect(await search({ skill_levels: [] })).toEqual([]);
    expect(await search({ genres: ['rock'] })).toEqual(['Ana']);
    expect(await search({ joined_within_days: 7 })).toEqual(['Bea']);
    expect(await search({ last_active_within_days: 1 })).toEqual(['Bea']);
    expect(await search({ text: 'ana' })).toEqual(['Ana', 'Bea']);
    expect(await search({ text: 'ANA ruiz' })).toEqual(['Ana']);
    expect(await search({ text: 'uiz' })).toEqual([]);
    // LIKE's wildcards are plain characters in the text.
    expect(await search({ text: '50%' })).toEqual(['50%_off']);
    expect(await search({ text: '%' })).toEqual([]);
  });

  it('pages by 20 with offset and limit, the answer offset being where the next page starts', async () => {
    const me = await addMusician(t, { ...PLACES.madrid, audioLatency: 5 });
    const now = t.clock.now().getTime();
    for (let i = 0; i < 25; i += 1) {
      await addMusician(t, {
        ...PLACES.madrid,
        firstName: `M${String(i).padStart(2, '0')}`,
        audioLatency: 5,
        lastActiveAt: new Date(now - (i + 1) * 60_000),
      });
    }
    const first = await me.client.post('/api/filter?offset=0&limit=20', {});
    expect(names(first.body)).toHaveLength(20);
    expect(names(first.body)[0]).toBe('M00');
    expect((first.body as PeopleFilterResponse).offset).toBe(20);
    const second = await me.client.post('/api/filter?offset=20&limit=20', {});
    expect(names(second.body)).toEqual(['M20', 'M21', 'M22', 'M23', 'M24']);
    expect((second.body as PeopleFilterResponse).offset).toBe(25);
    expect(names((await me.client.post('/api/filter', {})).body)).toHaveLength(20);
  });

  it('with from_location, lists the nearest musicians first and does not apply the latency bands', async () => {
    const me = await addMusician(t, { ...PLACES.madrid, audioLatency: 5 });
    await addMusician(t, {
      ...PLACES.buenosAires,
      firstName: 'Far',
      audioLatency: 5,
      instruments: GUITAR,
    });
    await addMusician(t, { ...PLACES.barcelona, firstName: 'Near', instruments: GUITAR });
    await addMusician(t, {
      ...PLACES.newYork,
      firstName: 'Middle',
      audioLatency: 5,
      instruments: GUITAR,
    });
    await addMusician(t, { firstName: 'Nowhere', audioLatency: 5, instruments: GUITAR });
    const response = await me.client.post('/api/filter', { from_location: true });
    expect(names(response.body)).toEqual(['Near', 'Middle', 'Far']);
  });

  it('finds only measured pairs for a searcher without a place, and active musicians with from_location', async () => {
    const me = await addMusician(t, { audioLatency: 5 });
    const measured = await addMusician(t, {
      ...PLACES.madrid,
      firstName: 'Measured',
      audioLatency: 5,
      instruments: GUITAR,
    });
    await addMusician(t, {
      ...PLACES.madrid,
      firstName: 'Estimated',
      audioLatency: 5,
      instruments: GUITAR,
    });
    await measure(t, me.id, measured.id, 10);
    expect(names((await me.client.post('/api/filter', {})).body)).toEqual(['Measured']);
    expect(
      names((await me.client.post('/api/filter', { from_location: true })).body).sort(),
    ).toEqual(['Estimated', 'Measured']);
  });

  it('answers 400 with field errors for a bad filter or page', async () => {
    const me = await addMusician(t);
    const bad = await me.client.post('/api/filter?offset=-1&limit=50', {
      latency_bands: ['great'],
      last_active_within_days: 3,
      instruments: 'guitar',
      text: 'x'.repeat(101),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'limit',
      'offset',
    ]);
    const body = await me.client.post('/api/filter', {
      latency_bands: ['great'],
      last_active_within_days: 3,
      instruments: 'guitar',
      text: 'x'.repeat(101),
    });
    expect(body.status).toBe(400);
    expect(Object.keys((body.body as { errors: object }).errors).sort()).toEqual([
      'instruments',
      'last_active_within_days',
      'latency_bands.0',
      'text',
    ]);
    const notJson = await me.client.call('POST', '/api/filter', {
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const response = await t.client().post('/api/filter', {});
    expect(response.status).toBe(401);
  });
});

describe(`a newcomer's first search (${testDatabase})`, () => {
  /** Someone who just signed up: no instruments, no audio latency, no measurements. */
  const newcomer = (fields: Parameters<typeof addMusician>[1] = {}) =>
    addMusician(t, { firstName: 'New', lastActiveAt: t.clock.now(), ...fields });

  /** Accounts that are not musicians yet, active more recently than anybody else. */
  async function addEmptyAccounts() {
    const now = t.clock.now().getTime();
    await addMusician(t, { firstName: 'Empty', lastActiveAt: new Date(now - 60_000) });
    await addMusician(t, {
      firstName: 'Placeless',
      instruments: GUITAR,
      audioLatency: 5,
      lastActiveAt: new Date(now - 120_000),
    });
    await addMusician(t, {
      ...PLACES.madrid,
      firstName: 'Silent',
      lastActiveAt: new Date(now - 180_000),
    });
  }

  it('with a city, the default search shows the complete, active musicians near them', async () => {
    const me = await newcomer(PLACES.madrid);
    await addEmptyAccounts();
    const now = t.clock.now().getTime();
    await addMusician(t, {
      ...PLACES.barcelona,
      firstName: 'Near',
      audioLatency: 6,
      instruments: GUITAR,
      lastActiveAt: new Date(now - DAY),
    });
    await addMusician(t, {
      ...PLACES.buenosAires,
      firstName: 'Far',
      audioLatency: 6,
      instruments: GUITAR,
    });
    await addMusician(t, {
      ...PLACES.madrid,
      firstName: 'Idle',
      audioLatency: 6,
      instruments: GUITAR,
      lastActiveAt: new Date(now - 40 * DAY),
    });
    const response = await me.client.post('/api/filter', {});
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Near']);
    expect((response.body as PeopleFilterResponse).location_known).toBe(true);
    // Its retry (had it been needed) lists musicians nearest first, never the empty accounts.
    const nearby = await me.client.post('/api/filter', { from_location: true });
    expect(names(nearby.body)).toEqual(['Near', 'Far']);
  });

  it('with nothing known, finds nobody by latency and then the active musicians who play something, saying the place is unknown', async () => {
    const me = await newcomer();
    await addEmptyAccounts();
    const now = t.clock.now().getTime();
    await addMusician(t, {
      ...PLACES.newYork,
      firstName: 'Drummer',
      audioLatency: 6,
      instruments: [{ id: 'drums', proficiency: 2 }],
      lastActiveAt: new Date(now - DAY),
    });
    await addMusician(t, {
      ...PLACES.barcelona,
      firstName: 'Singer',
      instruments: [{ id: 'voice', proficiency: 1 }],
      lastActiveAt: new Date(now - 2 * DAY),
    });
    await addMusician(t, {
      ...PLACES.madrid,
      firstName: 'Idle',
      audioLatency: 6,
      instruments: GUITAR,
      lastActiveAt: new Date(now - 40 * DAY),
    });
    const first = await me.client.post('/api/filter', {});
    expect(names(first.body)).toEqual([]);
    expect((first.body as PeopleFilterResponse).location_known).toBe(false);
    const retry = await me.client.post('/api/filter', { from_location: true });
    expect(names(retry.body)).toEqual(['Drummer', 'Singer']);
    expect((retry.body as PeopleFilterResponse).location_known).toBe(false);
  });

  it('never lists an account without a place with from_location, whoever searches', async () => {
    const placed = await newcomer(PLACES.madrid);
    const nowhere = await newcomer();
    await addMusician(t, { firstName: 'Placeless', instruments: GUITAR, audioLatency: 5 });
    await addMusician(t, { firstName: 'Empty' });
    for (const searcher of [placed, nowhere]) {
      const response = await searcher.client.post('/api/filter', {
        from_location: true,
        latency_bands: ['good', 'fair', 'poor'],
        last_active_within_days: 'any',
      });
      expect(names(response.body)).toEqual([]);
    }
  });
});

describe(`the two plans of a search (${testDatabase})`, () => {
  it('give the same pages whether they walk the last-active index or start from a selective one', async () => {
    const me = await addMusician(t, { ...PLACES.madrid, audioLatency: 5 });
    const now = t.clock.now().getTime();
    const places = [PLACES.madrid, PLACES.barcelona, PLACES.newYork, PLACES.buenosAires];
    for (let i = 0; i < 30; i += 1) {
      await addMusician(t, {
        ...places[i % places.length],
        firstName: i % 3 ? `Mar${i}` : `Ana${i}`,
        audioLatency: 3 + (i % 7),
        // Some share a last activity and some have none: the tie-breaks must agree too.
        lastActiveAt: i % 5 === 0 ? null : new Date(now - (i % 4) * 3600_000),
        instruments: [{ id: i % 4 ? 'drums' : 'harp', proficiency: 2 }],
      });
    }
    const viewer = viewerOf({ id: me.id, ...PLACES.madrid });
    for (const body of [
      {},
      { latency_bands: ['good', 'fair', 'poor'], last_active_within_days: 'any' },
      { instruments: ['harp'], latency_bands: ['good', 'fair', 'poor'] },
      { text: 'mar', last_active_within_days: 'any' },
    ]) {
      const filter = peopleFilterSchema.parse(body);
      for (const offset of [0, 5]) {
        const search = { viewer, filter, offset, limit: 7 };
        const ids = async (selective: boolean) =>
          (await searchPeople(t.platform.db, t.clock, { ...search, selective })).map(
            (person) => person.id,
          );
        expect(await ids(true)).toEqual(await ids(false));
      }
    }
  });

  it('starts from the index of a rare instrument or a typed name, and walks otherwise', async () => {
    for (let i = 0; i < 25; i += 1) {
      await addMusician(t, { instruments: [{ id: i === 0 ? 'harp' : 'drums', proficiency: 2 }] });
    }
    // The counts are an estimate taken again when older than POPULARITY_REFRESH_MS; twice that
    // on, any count taken before (by an earlier test too: reset() sets the clock back to the
    // start, and no test of this file moves it a minute further) is stale, so these musicians count.
    t.clock.advance(2 * POPULARITY_REFRESH_MS);
    const selective = (body: object) =>
      filterIsSelective(t.platform.db, t.clock, peopleFilterSchema.parse(body));
    expect(await selective({ instruments: ['harp'] })).toBe(true);
    expect(await selective({ instruments: ['drums'] })).toBe(false);
    expect(await selective({ text: 'mar' })).toBe(true);
    expect(await selective({ text: 'm' })).toBe(false);
    expect(await selective({})).toBe(false);
  });
});

describe(`POST /api/users/{id}/filter_by_ids (${testDatabase})`, () => {
  it('answers the people asked for, in that order, leaving out unknown ids', async () => {
    const me = await addMusician(t, PLACES.madrid);
    const a = await addMusician(t, { firstName: 'A' });
    const b = await addMusician(t, { firstName: 'B' });
    const response = await me.client.post(`/api/users/${me.id}/filter_by_ids`, {
      user_ids: [b.id, '00000000-0000-4000-8000-000000000000', a.id, b.id],
    });
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['B', 'A']);
  });

  it('keeps the asked order past ten people (positions compare as numbers, not text)', async () => {
    const me = await addMusician(t);
    const asked: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      asked.push((await addMusician(t, { firstName: `P${i}` })).id);
    }
    const response = await me.client.post(`/api/users/${me.id}/filter_by_ids`, {
      user_ids: asked,
    });
    expect(names(response.body)).toEqual(Array.from({ length: 12 }, (_, i) => `P${i}`));
  });

  it('refuses another user id (403) and bad ids (400)', async () => {
    const me = await addMusician(t);
    const other = await addMusician(t);
    const theirs = await me.client.post(`/api/users/${other.id}/filter_by_ids`, {
      user_ids: [me.id],
    });
    expect(theirs.status).toBe(403);
    const bad = await me.client.post(`/api/users/${me.id}/filter_by_ids`, { user_ids: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: { 'user_ids.0': ['Each user id must be a user id'] } });
    const tooMany = await me.client.post(`/api/users/${me.id}/filter_by_ids`, {
      user_ids: Array.from({ length: 101 }, () => me.id),
    });
    expect(tooMany.status).toBe(400);
  });
});

describe(`GET /api/users/{id} (${testDatabase})`, () => {
  it('shows a person with the friend flags relative to the viewer', async () => {
    const me = await addMusician(t);
    const friend = await addMusician(t, { firstName: 'Friend' });
    const asked = await addMusician(t, { firstName: 'Asked' });
    const now = t.clock.now();
    await t.platform.db.insert(friendships).values([
      { userId: me.id, friendId: friend.id, createdAt: now },
      { userId: friend.id, friendId: me.id, createdAt: now },
    ]);
    await t.platform.db
      .insert(friendRequests)
      .values({ userId: asked.id, friendId: me.id, createdAt: now });

    const flags = async (id: string) => {
      const response = await me.client.get(`/api/users/${id}?show=all`);
      expect(response.status).toBe(200);
      const person = response.body as Person;
      return [person.is_friend, person.pending_friend_request];
    };
    expect(await flags(friend.id)).toEqual([true, false]);
    expect(await flags(asked.id)).toEqual([false, true]);
    const seenByFriend = await friend.client.get(`/api/users/${asked.id}`);
    expect((seenByFriend.body as Person).pending_friend_request).toBe(false);
  });

  it('answers 404 for nobody and 401 when signed out', async () => {
    const me = await addMusician(t);
    const missing = await me.client.get('/api/users/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await t.client().get(`/api/users/${me.id}`)).status).toBe(401);
  });
});

describe(`GET /api/users/{id}/profile (${testDatabase})`, () => {
  it('answers the editable profile of part 1 §3', async () => {
    const me = await addMusician(t, {
      ...PLACES.madrid,
      firstName: 'Ana',
      lastName: 'Ruiz',
      instruments: [{ id: 'drums', proficiency: 2 }],
      genres: ['jazz'],
    });
    const response = await me.client.get(`/api/users/${me.id}/profile`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      first_name: 'Ana',
      last_name: 'Ruiz',
      country: 'ES',
      state: 'MD',
      city: 'Madrid',
      biography: '',
      subscribe_email: true,
      virtual_band: false,
      virtual_band_commitment: null,
      traditional_band: false,
      traditional_band_commitment: null,
      traditional_band_touring: null,
      cowriting: false,
      cowriting_purpose: null,
      paid_sessions: false,
      paid_sessions_hourly_rate: null,
      paid_sessions_daily_rate: null,
      free_sessions: false,
      instruments: [
        { instrument_id: 'drums', proficiency_level: 2, priority: 0, description: 'Drums' },
      ],
      genres: [{ genre_id: 'jazz', genre_type: 'profile' }],
      accept_desktop_notifications: false,
      recording_pref: 0,
    } satisfies Profile);
  });

  it("refuses another user's profile", async () => {
    const me = await addMusician(t);
    const other = await addMusician(t);
    expect((await me.client.get(`/api/users/${other.id}/profile`)).status).toBe(403);
  });
});

describe(`latencies (${testDatabase})`, () => {
  it('GET estimates from the two places, and is unknown without them', async () => {
    const me = await addMusician(t, PLACES.madrid);
    const near = await addMusician(t, { ...PLACES.barcelona, audioLatency: 7.25 });
    const nowhere = await addMusician(t);
    const response = await me.client.get(
      `/api/users/${me.id}/latencies?user_ids[]=${near.id}&user_ids[]=${nowhere.id}`,
    );
    expect(response.status).toBe(200);
    const internet = estimateInternetLatency(PLACES.madrid, PLACES.barcelona) as number;
    expect(response.body).toEqual({
      users: [
        {
          user_id: near.id,
          audio_latency: 7.3,
          ars: { internet_latency: Math.round(internet * 10) / 10 },
        },
        { user_id: nowhere.id, audio_latency: null, ars: { internet_latency: null } },
      ],
    });
  });

  it('POST stores what the desktop app measured, and the measurement wins from then on', async () => {
    const me = await addMusician(t, PLACES.madrid);
    const other = await addMusician(t, { ...PLACES.barcelona, audioLatency: 5 });
    const report = await me.client.post(`/api/users/${me.id}/latencies`, {
      audio_latency: 3.5,
      users: [{ user_id: other.id, internet_latency: 48 }],
    });
    expect(report.status).toBe(200);
    expect(report.body).toEqual({
      users: [{ user_id: other.id, audio_latency: 5, ars: { internet_latency: 48 } }],
    });
    // The other side sees the same pair measurement, and my new audio latency.
    const theirs = await other.client.get(`/api/users/${other.id}/latencies?user_ids=${me.id}`);
    expect(theirs.body).toEqual({
      users: [{ user_id: me.id, audio_latency: 3.5, ars: { internet_latency: 48 } }],
    });
    // A newer measurement replaces the older one.
    await other.client.post(`/api/users/${other.id}/latencies`, {
      users: [{ user_id: me.id, internet_latency: 12 }],
    });
    const person = await me.client.get(`/api/users/${other.id}`);
    expect((person.body as Person).latency_data).toEqual({
      ars_internet_latency: 12,
      audio_latency: 5,
    });
  });

  it('refuses bad reports with field errors and unknown people with 404', async () => {
    const me = await addMusician(t);
    const empty = await me.client.post(`/api/users/${me.id}/latencies`, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      errors: { base: ['Report an audio latency or at least one internet latency'] },
    });
    const negative = await me.client.post(`/api/users/${me.id}/latencies`, {
      audio_latency: -1,
      users: [{ user_id: 'nobody', internet_latency: 'fast' }],
    });
    expect(negative.status).toBe(400);
    expect(negative.body).toEqual({
      errors: {
        audio_latency: ['Latency cannot be negative'],
        'users.0.internet_latency': ['Latency must be a number of milliseconds'],
        'users.0.user_id': ['Each user id must be a user id'],
      },
    });
    const tooLong = await me.client.post(`/api/users/${me.id}/latencies`, {
      audio_latency: 10_001,
    });
    expect(tooLong.body).toEqual({
      errors: { audio_latency: ['Latency must be at most 10000 ms'] },
    });
    const crowd = await me.client.post(`/api/users/${me.id}/latencies`, {
      users: Array.from({ length: 101 }, () => ({ user_id: me.id, internet_latency: 10 })),
    });
    expect(crowd.body).toEqual({ errors: { users: ['Report at most 100 people at a time'] } });
    const unknown = await me.client.post(`/api/users/${me.id}/latencies`, {
      users: [{ user_id: '00000000-0000-4000-8000-000000000000', internet_latency: 10 }],
    });
    expect(unknown.status).toBe(404);
    const badQuery = await me.client.get(`/api/users/${me.id}/latencies?user_ids[]=x`);
    expect(badQuery.status).toBe(400);
    expect(badQuery.body).toEqual({ errors: { user_ids: ['Each user id must be a user id'] } });
  });

  it("refuses another user's latencies, reading and reporting", async () => {
    const me = await addMusician(t);
    const other = await addMusician(t);
    expect(
      (await me.client.get(`/api/users/${other.id}/latencies?user_ids[]=${me.id}`)).status,
    ).toBe(403);
    expect(
      (await me.client.post(`/api/users/${other.id}/latencies`, { audio_latency: 3 })).status,
    ).toBe(403);
  });
});

describe(`last active (${testDatabase})`, () => {
  it('is written by authenticated requests, at most once a minute', async () => {
    const me = await addMusician(t, { lastActiveAt: null });
    await me.client.get('/api/me');
    const first = await lastActiveAt(t, me.id);
    expect(first).toEqual(t.clock.now());
    t.clock.advance(LAST_ACTIVE_RESOLUTION_MS - 1000);
    await me.client.get('/api/me');
    expect(await lastActiveAt(t, me.id)).toEqual(first);
    t.clock.advance(2000);
    await me.client.get('/api/me');
    expect(await lastActiveAt(t, me.id)).toEqual(t.clock.now());
  });
});
