import type { PublicArtistResponse, PublicJamTrackResponse } from '@backline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JAMTRACK_AUDIO_QUEUE } from '../audio/jamTrackAudio';
import { queryRows } from '../db/client';
import { jamTracks, jamTrackTracks } from '../db/schema';
import type { DemoJamTrack } from '../demo/jamtracks';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { addToCart, seedCatalogue, shopper } from '../test/store';

let t: TestPlatform;
let catalogue: DemoJamTrack[];

beforeAll(async () => {
  t = await startTestPlatform('catalogue');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
  catalogue = await seedCatalogue(t);
});

const CATALOGUE_FIELDS = [
  'allow_free',
  'download_price',
  'id',
  'name',
  'name_slug',
  'original_artist',
  'original_artist_slug',
  'slug',
  'tracks',
];

/** Audio jobs outlive the per-test reset: count what a test adds. */
async function audioRequests(jamTrackId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.platform.db,
    sql`select count(*)::int as n from pgboss.job
      where name = ${JAMTRACK_AUDIO_QUEUE} and data->>'jamTrackId' = ${jamTrackId}`,
  );
  return row?.n ?? 0;
}

describe(`GET /api/catalogue/jamtracks/{slug} (${testDatabase})`, () => {
  it('answers a JamTrack by slug, signed out, in catalogue fields only', async () => {
    const response = await t.client().get('/api/catalogue/jamtracks/blue-parlor-trio-parlor-waltz');
    expect(response.status).toBe(200);
    const { jamtrack } = response.body as PublicJamTrackResponse;
    expect(Object.keys(jamtrack).sort()).toEqual(CATALOGUE_FIELDS);
    expect(jamtrack).toMatchObject({
      name: 'Parlor Waltz',
      slug: 'blue-parlor-trio-parlor-waltz',
      original_artist: 'Blue Parlor Trio',
      original_artist_slug: 'blue-parlor-trio',
    });
    expect(jamtrack.tracks[0]).toMatchObject({ track_type: 'Master', preview_mp3_url: null });
    expect(jamtrack.tracks.at(-1)).toMatchObject({ track_type: 'Click' });
  });

  it('tells nobody, not even the owner, whether a JamTrack is bought or in a cart', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const [first] = catalogue;
    await addToCart(ana.client, first?.id ?? '');
    expect((await ana.client.post('/api/billing/place_order')).status).toBe(200);
    const response = await ana.client.get(`/api/catalogue/jamtracks/${first?.slug}`);
    expect(response.status).toBe(200);
    const { jamtrack } = response.body as PublicJamTrackResponse;
    expect(Object.keys(jamtrack).sort()).toEqual(CATALOGUE_FIELDS);
  });

  it('asks a worker for the audio of a JamTrack without previews, and not of one that has them', async () => {
    const [silent, rendered] = catalogue;
    await t.platform.db
      .update(jamTrackTracks)
      .set({ audioFile: 'stems/x.mp3', previewMp3Url: '/api/x/preview.mp3' })
      .where(eq(jamTrackTracks.jamTrackId, rendered?.id ?? ''));
    // Jobs outlive the per-test reset, and one request per JamTrack waits at a time: start empty.
    await t.platform.db.execute(sql`delete from pgboss.job where name = ${JAMTRACK_AUDIO_QUEUE}`);
    await t.client().get(`/api/catalogue/jamtracks/${silent?.slug}`);
    await t.client().get(`/api/catalogue/jamtracks/${rendered?.slug}`);
    await t.client().get(`/api/catalogue/jamtracks/${silent?.slug}`);
    expect(await audioRequests(silent?.id ?? '')).toBe(1);
    expect(await audioRequests(rendered?.id ?? '')).toBe(0);
  });

  it('answers 404 with a clear message for an unknown or withdrawn JamTrack', async () => {
    const unknown = await t.client().get('/api/catalogue/jamtracks/nobody-no-song');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'No JamTrack has this address.' });
    const [first] = catalogue;
    await t.platform.db
      .update(jamTracks)
      .set({ available: false })
      .where(eq(jamTracks.id, first?.id ?? ''));
    expect((await t.client().get(`/api/catalogue/jamtracks/${first?.slug}`)).status).toBe(404);
  });

  it('refuses a malformed slug with a field error, never a 500', async () => {
    for (const slug of ['Upper-Case', 'a--b', '%E0%A4%A', 'x'.repeat(201), "a'%20or%201=1"]) {
      const response = await t.client().get(`/api/catalogue/jamtracks/${slug}`);
      expect(response.status, slug).toBe(400);
      expect(Object.keys((response.body as { errors: object }).errors), slug).toEqual(['slug']);
    }
  });
});

describe(`GET /api/catalogue/artists/{slug} (${testDatabase})`, () => {
  it('answers the artist and their JamTracks by name, signed out', async () => {
    const response = await t.client().get('/api/catalogue/artists/delta-smoke');
    expect(response.status).toBe(200);
    const body = response.body as PublicArtistResponse;
    expect(body.artist).toEqual({
      original_artist: 'Delta Smoke',
      original_artist_slug: 'delta-smoke',
    });
    expect(body.jamtracks).toHaveLength(5);
    const names = body.jamtracks.map((jamTrack) => jamTrack.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Levee Blues');
    for (const jamTrack of body.jamtracks) {
      expect(Object.keys(jamTrack).sort()).toEqual(CATALOGUE_FIELDS);
      expect(jamTrack.original_artist_slug).toBe('delta-smoke');
    }
  });

  it('answers 404 for an artist without available JamTracks and 400 for a malformed slug', async () => {
    const unknown = await t.client().get('/api/catalogue/artists/nobody-at-all');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'No artist has this address.' });
    const malformed = await t.client().get('/api/catalogue/artists/Delta%20Smoke');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: { slug: [expect.any(String)] } });
  });
});
