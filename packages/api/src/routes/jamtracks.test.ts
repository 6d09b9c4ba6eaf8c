import { JAMTRACKS_PAGE_SIZE, type JamTrack } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jamTracks } from '../db/schema';
import type { DemoJamTrack } from '../demo/jamtracks';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { addToCart, saveCard, seedCatalogue, shopper } from '../test/store';

let t: TestPlatform;
let catalogue: DemoJamTrack[];

beforeAll(async () => {
  t = await startTestPlatform('jamtracks');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
  catalogue = await seedCatalogue(t);
});

interface SearchBody {
  jamtracks: JamTrack[];
  next: number | null;
  count: number;
}

describe(`GET /api/jamtracks (${testDatabase})`, () => {
  it('pages the whole catalogue 10 at a time, artist then song, with next and count', async () => {
    const client = t.client();
    const seen: string[] = [];
    let page: number | null = 0;
    while (page !== null) {
      const response = await client.get(`/api/jamtracks?page=${page}&per_page=10`);
      expect(response.status).toBe(200);
      const body = response.body as SearchBody;
      expect(body.count).toBe(catalogue.length);
      expect(body.jamtracks.length).toBeLessThanOrEqual(JAMTRACKS_PAGE_SIZE);
      seen.push(...body.jamtracks.map((jamTrack) => jamTrack.id));
      page = body.next;
    }
    expect(seen).toHaveLength(catalogue.length);
    expect(new Set(seen).size).toBe(catalogue.length);
    const first = (await client.get('/api/jamtracks')).body as SearchBody;
    expect(first.next).toBe(1);
    expect(first.jamtracks[0]?.original_artist).toBe('Big Ray Holloway');
  });

  it('answers a JamTrack in the spec fields, with its tracks in order', async () => {
    const body = (await t.client().get('/api/jamtracks?artist=blue-parlor-trio'))
      .body as SearchBody;
    expect(body.count).toBe(5);
    expect(body.next).toBeNull();
    const waltz = body.jamtracks.find((jamTrack) => jamTrack.name === 'Parlor Waltz');
    expect(waltz).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Parlor Waltz',
      name_slug: 'parlor-waltz',
      slug: 'blue-parlor-trio-parlor-waltz',
      original_artist: 'Blue Parlor Trio',
      original_artist_slug: 'blue-parlor-trio',
      download_price: expect.any(Number),
      purchased: false,
      allow_free: expect.any(Boolean),
      added_cart: false,
      can_download: false,
      tracks: [
        expect.objectContaining({ track_type: 'Master', instrument: null, preview_mp3_url: null }),
        expect.objectContaining({
          track_type: 'Track',
          part: 'Brushes',
          instrument: { description: 'Drums' },
        }),
        expect.objectContaining({
          track_type: 'Track',
          instrument: { description: 'Double Bass' },
        }),
        expect.objectContaining({ track_type: 'Track', instrument: { description: 'Piano' } }),
        expect.objectContaining({ track_type: 'Track', instrument: { description: 'Saxophone' } }),
        expect.objectContaining({ track_type: 'Click', part: null }),
      ],
      mixdowns: [],
      mp3Package: null,
      oggPackage: null,
      last_mixdown_id: null,
      last_stem_id: null,
    });
  });

  it('finds by search term in song or artist, by artist_search, and by song slug', async () => {
    const client = t.client();
    const term = (await client.get('/api/jamtracks?search=blues')).body as SearchBody;
    expect(term.jamtracks.map((j) => j.name)).toEqual(['Levee Blues']);
    const artistSearch = (await client.get('/api/jamtracks?artist_search=smoke'))
      .body as SearchBody;
    expect(artistSearch.count).toBe(5);
    expect(new Set(artistSearch.jamtracks.map((j) => j.original_artist))).toEqual(
      new Set(['Delta Smoke']),
    );
    const song = (await client.get('/api/jamtracks?song=delta-smoke-levee-blues'))
      .body as SearchBody;
    expect(song.jamtracks.map((j) => j.name)).toEqual(['Levee Blues']);
    const accents = (await client.get('/api/jamtracks?search=coraz%C3%B3n')).body as SearchBody;
    expect(accents.jamtracks.map((j) => j.name)).toEqual(['Corazón de Neón']);
  });

  it('takes % and _ in a search literally', async () => {
    const body = (await t.client().get('/api/jamtracks?search=%25')).body as SearchBody;
    expect(body.count).toBe(0);
  });

  it('refuses a malformed page with a field error, never a 500', async () => {
    const response = await t.client().get('/api/jamtracks?page=-1&per_page=abc');
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { errors: object }).errors).sort()).toEqual([
      'page',
      'per_page',
    ]);
  });

  it('marks what the signed-in person owns and has in the cart', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const [first, second] = catalogue;
    await addToCart(ana.client, first?.id ?? ''); // the free first JamTrack
    expect((await ana.client.post('/api/billing/place_order')).status).toBe(200);
    await addToCart(ana.client, second?.id ?? '');
    const body = (await ana.client.get(`/api/jamtracks?artist=${first?.originalArtistSlug}`))
      .body as SearchBody;
    const byId = new Map(body.jamtracks.map((jamTrack) => [jamTrack.id, jamTrack]));
    expect(byId.get(first?.id ?? '')).toMatchObject({ purchased: true, can_download: true });
    expect(byId.get(second?.id ?? '')).toMatchObject({ purchased: false, added_cart: true });
    // Signed out, nothing is anyone's.
    const anonymous = (await t.client().get(`/api/jamtracks?artist=${first?.originalArtistSlug}`))
      .body as SearchBody;
    expect(anonymous.jamtracks.every((j) => !j.purchased && !j.added_cart)).toBe(true);
  });

  it("gives the owner the JamTrack's MP3 package: QUEUED until its audio exists, then SIGNED", async () => {
    const ana = await shopper(t, 'ana@example.com');
    const [first, second] = catalogue;
    await addToCart(ana.client, first?.id ?? ''); // the free first JamTrack
    expect((await ana.client.post('/api/billing/place_order')).status).toBe(200);
    const packageOf = async (id: string) =>
      ((await ana.client.get(`/api/jamtracks/${id}`)).body as JamTrack).mp3Package;

    expect(await packageOf(first?.id ?? '')).toEqual({ signing_state: 'QUEUED' });
    await t.platform.db
      .update(jamTracks)
      .set({ durationSeconds: 95 })
      .where(eq(jamTracks.id, first?.id ?? ''));
    expect(await packageOf(first?.id ?? '')).toEqual({ signing_state: 'SIGNED' });
    // Not bought: nothing to download.
    expect(await packageOf(second?.id ?? '')).toBeNull();
  });
});

describe(`autocomplete, artists, one JamTrack (${testDatabase})`, () => {
  it('suggests songs, artists and JamTracks, prefix matches first, at most limit', async () => {
    const response = await t.client().get('/api/jamtracks/autocomplete?match=lo&limit=5');
    expect(response.status).toBe(200);
    const body = response.body as {
      songs: { name: string }[];
      artists: { original_artist: string; original_artist_slug: string }[];
      jamtracks: { name: string }[];
    };
    expect(body.songs.length).toBe(5);
    expect(body.songs[0]?.name.toLowerCase().startsWith('lo')).toBe(true);
    expect(body.artists).toHaveLength(5);
    expect(body.artists).toContainEqual({
      original_artist: 'Los Hermanos Cielo',
      original_artist_slug: 'los-hermanos-cielo',
    });
    expect(body.jamtracks.length).toBe(5);
    const empty = (await t.client().get('/api/jamtracks/autocomplete?match=%20')).body;
    expect(empty).toEqual({ songs: [], artists: [], jamtracks: [] });
  });

  it('suggests each JamTrack once: by title under songs, else under JamTracks', async () => {
    for (const match of ['lo', 'blue', 'a']) {
      const body = (await t.client().get(`/api/jamtracks/autocomplete?match=${match}&limit=5`))
        .body as { songs: { id: string }[]; jamtracks: { id: string; name: string }[] };
      const songIds = new Set(body.songs.map((song) => song.id));
      expect(body.jamtracks.filter((jamTrack) => songIds.has(jamTrack.id))).toEqual([]);
      for (const jamTrack of body.jamtracks) {
        expect(jamTrack.name.toLowerCase()).not.toContain(match);
      }
    }
  });

  it('lists the artists matching a text, each once', async () => {
    const body = (await t.client().get('/api/jamtracks/artists?text=the')).body as {
      artists: { original_artist: string }[];
    };
    expect(body.artists.map((a) => a.original_artist)).toEqual([
      'The Amber Lights',
      'The Soul Mechanics',
    ]);
    const all = (await t.client().get('/api/jamtracks/artists')).body as { artists: unknown[] };
    expect(all.artists).toHaveLength(16);
  });

  it('answers one JamTrack, and 404 for an unknown or malformed id', async () => {
    const jamTrack = catalogue[3];
    const found = await t.client().get(`/api/jamtracks/${jamTrack?.id}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: jamTrack?.id, slug: jamTrack?.slug });
    expect(
      (await t.client().get('/api/jamtracks/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await t.client().get('/api/jamtracks/not-an-id')).status).toBe(404);
  });

  it('makes the catalogue PDF from the live catalogue', async () => {
    const response = await t.platform.request('/api/jamtracks/catalogue.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Backline JamTracks catalogue');
    // 80 titles by 16 artists do not fit on one A4 page.
    const pages = pdf.getPageCount();
    expect(pages).toBeGreaterThan(1);

    // Live: a JamTrack taken off sale leaves the next PDF.
    await t.platform.db.update(jamTracks).set({ available: false });
    const emptied = await PDFDocument.load(
      new Uint8Array(
        await (await t.platform.request('/api/jamtracks/catalogue.pdf')).arrayBuffer(),
      ),
    );
    expect(emptied.getPageCount()).toBe(1);
  });
});

describe(`GET /api/jamtracks/purchased (${testDatabase})`, () => {
  it('needs a session', async () => {
    expect((await t.client().get('/api/jamtracks/purchased')).status).toBe(401);
  });

  it('lists only the person’s JamTracks, pages by start without repeats, and searches', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const bob = await shopper(t, 'bob@example.com', 'Bob');
    expect((await saveCard(ana.client, '4111111111111111')).status).toBe(200);
    const bought = catalogue.slice(0, 12);
    for (const jamTrack of bought) await addToCart(ana.client, jamTrack.id);
    expect((await ana.client.post('/api/billing/place_order')).status).toBe(200);

    const first = (
      await ana.client.get('/api/jamtracks/purchased?show_purchased_only=true&start=0')
    ).body as { jamtracks: JamTrack[]; next: number | null };
    expect(first.jamtracks).toHaveLength(10);
    expect(first.next).toBe(10);
    const second = (await ana.client.get(`/api/jamtracks/purchased?start=${first.next}`)).body as {
      jamtracks: JamTrack[];
      next: number | null;
    };
    expect(second.jamtracks).toHaveLength(2);
    expect(second.next).toBeNull();
    const ids = [...first.jamtracks, ...second.jamtracks].map((j) => j.id);
    expect(new Set(ids)).toEqual(new Set(bought.map((j) => j.id)));
    expect([...first.jamtracks, ...second.jamtracks].every((j) => j.purchased)).toBe(true);

    const searched = (await ana.client.get('/api/jamtracks/purchased?search=velvet')).body as {
      jamtracks: JamTrack[];
    };
    expect(searched.jamtracks.map((j) => j.original_artist)).toEqual(
      bought.filter((j) => j.originalArtist === 'Velvet Static').map(() => 'Velvet Static'),
    );
    const bobs = (await bob.client.get('/api/jamtracks/purchased')).body as { jamtracks: [] };
    expect(bobs.jamtracks).toEqual([]);
  });
});
