import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { PROFILE_ERRORS } from '../services/profile';
import { signUpAccount, type TestAccount } from '../test/accounts';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

let t: TestPlatform;
let ana: TestAccount;

beforeAll(async () => {
  t = await startTestPlatform('profile');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  ana = await signUpAccount(t, 'ana@example.com');
});

const save = (account: TestAccount, body: unknown, id = account.id) =>
  account.client.post(`/api/users/${id}`, body);

describe(`POST /users/{id} — profile update (${testDatabase})`, () => {
  it('saves the fields sent and answers the whole profile', async () => {
    const response = await save(ana, {
      first_name: ' Ana María ',
      biography: 'Bass player from Austin.',
      subscribe_email: false,
      accept_desktop_notifications: true,
      recording_pref: 2,
      virtual_band: true,
      virtual_band_commitment: 3,
      paid_sessions: true,
      paid_sessions_hourly_rate: 2500,
      instruments: [
        { instrument_id: 'bass-guitar', proficiency_level: 3, priority: 0 },
        { instrument_id: 'voice', proficiency_level: 1, priority: 1 },
      ],
      genres: [{ genre_id: 'jazz', genre_type: 'profile' }, { genre_id: 'funk' }],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      first_name: 'Ana María',
      last_name: 'Lima',
      biography: 'Bass player from Austin.',
      subscribe_email: false,
      accept_desktop_notifications: true,
      recording_pref: 2,
      virtual_band: true,
      virtual_band_commitment: 3,
      paid_sessions: true,
      paid_sessions_hourly_rate: 2500,
      country: '',
      state: '',
      city: '',
      instruments: [
        { instrument_id: 'bass-guitar', proficiency_level: 3, priority: 0 },
        { instrument_id: 'voice', proficiency_level: 1, priority: 1 },
      ],
      genres: [
        { genre_id: 'jazz', genre_type: 'profile' },
        { genre_id: 'funk', genre_type: 'profile' },
      ],
    });
    // The same shape as GET /users/{id}/profile.
    expect((await ana.client.get(`/api/users/${ana.id}/profile`)).body).toEqual(response.body);
    // Autosave sends one field at a time: the rest stays as it was.
    const next = await save(ana, { biography: '' });
    expect(next.body).toMatchObject({ biography: '', recording_pref: 2, first_name: 'Ana María' });
    expect((next.body as { instruments: unknown[] }).instruments).toHaveLength(2);
    const me = await ana.client.get('/api/me');
    expect(me.body).toMatchObject({ name: 'Ana María Lima' });
  });

  it('replaces the instruments and genres when they are sent', async () => {
    await save(ana, {
      instruments: [{ instrument_id: 'drums', proficiency_level: 2, priority: 0 }],
      genres: [{ genre_id: 'rock' }],
    });
    const response = await save(ana, { instruments: [], genres: [{ genre_id: 'blues' }] });
    expect(response.body).toMatchObject({
      instruments: [],
      genres: [{ genre_id: 'blues', genre_type: 'profile' }],
    });
  });

  it('keeps a place of the reference lists, with its coordinates, and clears what a new country no longer holds', async () => {
    const response = await save(ana, { country: 'us', state: 'TX', city: 'Austin' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ country: 'US', state: 'TX', city: 'Austin' });
    const [row] = await t.platform.db
      .select({ latitude: users.latitude, longitude: users.longitude })
      .from(users)
      .where(eq(users.id, ana.id));
    expect(row?.latitude).toBeCloseTo(30.27, 1);
    expect(row?.longitude).toBeCloseTo(-97.74, 1);

    const moved = await save(ana, { country: 'ES' });
    expect(moved.body).toMatchObject({ country: 'ES', state: '', city: '' });
  });

  it('refuses places, instruments and genres that are not in the lists with field errors', async () => {
    const place = await save(ana, { country: 'XX' });
    expect(place.status).toBe(400);
    expect(place.body).toEqual({ errors: { country: [PROFILE_ERRORS.unknownCountry] } });

    const region = await save(ana, { country: 'US', state: 'ZZ' });
    expect(region.body).toEqual({ errors: { state: [PROFILE_ERRORS.unknownState] } });

    const city = await save(ana, { country: 'US', state: 'TX', city: 'Madrid' });
    expect(city.body).toEqual({ errors: { city: [PROFILE_ERRORS.unknownCity] } });

    const lists = await save(ana, {
      instruments: [{ instrument_id: 'theremin-x', proficiency_level: 1, priority: 0 }],
      genres: [{ genre_id: 'rock' }, { genre_id: 'rock' }],
    });
    expect(lists.status).toBe(400);
    expect(lists.body).toEqual({
      errors: {
        instruments: [PROFILE_ERRORS.unknownInstrument],
        genres: [PROFILE_ERRORS.repeatedGenre],
      },
    });
  });

  it('answers bad values with the domain texts under their fields, never a 500', async () => {
    const response = await save(ana, {
      first_name: '   ',
      recording_pref: 3,
      instruments: [{ instrument_id: 'drums', proficiency_level: 4, priority: 0 }],
      subscribe_email: 'yes',
    });
    expect(response.status).toBe(400);
    const errors = (response.body as { errors: Record<string, string[]> }).errors;
    expect(errors.first_name).toEqual(['First Name is required']);
    expect(errors.recording_pref).toEqual(['Recording preference is one of 0, 1 or 2']);
    expect(errors['instruments.0.proficiency_level']).toEqual(['Proficiency is 1, 2 or 3']);
    expect(errors.subscribe_email).toHaveLength(1);

    const notJson = await ana.client.call('POST', `/api/users/${ana.id}`, {
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it("refuses another person's id (403), a signed-out caller (401) and a non-id (404)", async () => {
    const ben = await signUpAccount(t, 'ben@example.com', { first_name: 'Ben' });
    const response = await save(ana, { first_name: 'Mallory' }, ben.id);
    expect(response.status).toBe(403);
    const [row] = await t.platform.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, ben.id));
    expect(row?.firstName).toBe('Ben');

    expect((await t.client().post(`/api/users/${ana.id}`, { first_name: 'X' })).status).toBe(401);
    expect((await save(ana, { first_name: 'X' }, 'not-a-user')).status).toBe(404);
  });
});
