import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bands, instruments, onlinePresences, userInstruments, users } from '../db/schema';
import { addMusician } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { loadPerson } from './people';
import { updateProfile } from './profile';

/*
 * A person's lists are read from person_lists (migration 0015), which the database keeps in
 * step with the list tables whoever writes them: these tests write the way the profile
 * service, demo data and test fixtures do, and read the lists back through the search's loader.
 */

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('person-lists');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const viewer = { id: '00000000-0000-4000-8000-000000000000', latitude: null, longitude: null };
const person = async (id: string) => {
  const found = await loadPerson(t.platform.db, t.clock, viewer, id);
  if (!found) throw new Error('nobody');
  return found;
};

describe(`person lists (${testDatabase})`, () => {
  it('follow the profile service replacing instruments and genres', async () => {
    const me = await addMusician(t, { instruments: [{ id: 'drums', proficiency: 1 }] });
    expect((await person(me.id)).instruments.map((i) => i.instrument_id)).toEqual(['drums']);
    await updateProfile({ db: t.platform.db, clock: t.clock }, me.id, {
      instruments: [
        { instrument_id: 'bass-guitar', proficiency_level: 3, priority: 1 },
        { instrument_id: 'harp', proficiency_level: 2, priority: 0 },
      ],
      genres: [{ genre_id: 'jazz', genre_type: 'profile' }],
    });
    const after = await person(me.id);
    expect(after.instruments).toEqual([
      { instrument_id: 'harp', description: 'Harp', proficiency_level: 2, priority: 0 },
      {
        instrument_id: 'bass-guitar',
        description: 'Bass Guitar',
        proficiency_level: 3,
        priority: 1,
      },
    ]);
    expect(after.genres.map((genre) => genre.genre_id)).toEqual(['jazz']);
    await updateProfile({ db: t.platform.db, clock: t.clock }, me.id, { instruments: [] });
    expect((await person(me.id)).instruments).toEqual([]);
  });

  it('follow rows written straight into the tables, and their removal', async () => {
    const me = await addMusician(t, { instruments: [{ id: 'drums', proficiency: 1 }] });
    expect(await person(me.id)).toMatchObject({ bands: [], online_presences: [] });
    await t.platform.db.insert(bands).values([
      { userId: me.id, name: 'Second', position: 1 },
      { userId: me.id, name: 'First', website: 'https://first.example', position: 0 },
    ]);
    await t.platform.db
      .insert(onlinePresences)
      .values({ userId: me.id, serviceType: 'soundcloud', username: 'me' });
    const shown = await person(me.id);
    expect(shown.bands.map((band) => [band.name, band.website])).toEqual([
      ['First', 'https://first.example'],
      ['Second', null],
    ]);
    expect(shown.online_presences).toEqual([{ service_type: 'soundcloud', username: 'me' }]);
    await t.platform.db
      .update(userInstruments)
      .set({ proficiencyLevel: 3 })
      .where(eq(userInstruments.userId, me.id));
    expect((await person(me.id)).instruments[0]?.proficiency_level).toBe(3);
    await t.platform.db.delete(bands).where(eq(bands.userId, me.id));
    expect((await person(me.id)).bands).toEqual([]);
  });

  it('show a changed instrument description, and survive the person being deleted', async () => {
    const me = await addMusician(t, { instruments: [{ id: 'harp', proficiency: 2 }] });
    const [harp] = await t.platform.db
      .select({ description: instruments.description })
      .from(instruments)
      .where(eq(instruments.id, 'harp'));
    try {
      await t.platform.db
        .update(instruments)
        .set({ description: 'Concert harp' })
        .where(eq(instruments.id, 'harp'));
      expect((await person(me.id)).instruments[0]?.description).toBe('Concert harp');
    } finally {
      await t.platform.db
        .update(instruments)
        .set({ description: harp?.description ?? 'Harp' })
        .where(eq(instruments.id, 'harp'));
    }
    expect((await person(me.id)).instruments[0]?.description).toBe(harp?.description);
    await t.platform.db.delete(users).where(eq(users.id, me.id));
    expect(await loadPerson(t.platform.db, t.clock, viewer, me.id)).toBeNull();
  });
});
