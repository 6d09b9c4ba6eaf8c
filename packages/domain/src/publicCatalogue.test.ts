import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_SLUG_MAX,
  isCatalogueSlug,
  previewsPending,
  publicArtistPath,
  publicJamTrackPath,
  storeSongPath,
} from './publicCatalogue';
import { catalogueSlugSchema } from './publicCatalogueSchemas';

describe('public catalogue paths (decision 023)', () => {
  it('puts a song under /jamtracks/<slug> and an artist under /artists/<slug>', () => {
    expect(publicJamTrackPath({ slug: 'big-ray-holloway-chicago-rain' })).toBe(
      '/jamtracks/big-ray-holloway-chicago-rain',
    );
    expect(publicArtistPath({ original_artist_slug: 'big-ray-holloway' })).toBe(
      '/artists/big-ray-holloway',
    );
    expect(storeSongPath({ slug: 'a-b' })).toBe('/jamtracks?song=a-b');
  });

  it('escapes what a path segment cannot hold', () => {
    expect(publicJamTrackPath({ slug: 'let it be' })).toBe('/jamtracks/let%20it%20be');
  });
});

describe('isCatalogueSlug', () => {
  it('takes what slugify writes', () => {
    expect(isCatalogueSlug('corazon-de-neon')).toBe(true);
    expect(isCatalogueSlug('b52s-rock-lobster-2')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['', 'Upper', 'a--b', '-a', 'a-', 'a b', 'a/b', '%00', 'ñ']) {
      expect(isCatalogueSlug(value), value).toBe(false);
    }
    expect(isCatalogueSlug('a'.repeat(CATALOGUE_SLUG_MAX))).toBe(true);
    expect(isCatalogueSlug('a'.repeat(CATALOGUE_SLUG_MAX + 1))).toBe(false);
  });

  it("agrees with the API's catalogueSlugSchema", () => {
    const values = ['corazon-de-neon', 'b52s-rock-lobster-2', '', 'Upper', 'a--b', '-a', 'a-'];
    for (const value of [...values, 'a b', 'ñ', 'a'.repeat(CATALOGUE_SLUG_MAX), 'a'.repeat(201)]) {
      expect(catalogueSlugSchema.safeParse(value).success, value).toBe(isCatalogueSlug(value));
    }
  });
});

describe('previewsPending', () => {
  const track = (preview: string | null) => ({
    id: 't',
    track_type: 'Track' as const,
    part: null,
    instrument: null,
    preview_mp3_url: preview,
  });

  it('is true while no track has a preview yet', () => {
    expect(previewsPending({ tracks: [track(null), track(null)] })).toBe(true);
  });

  it('is false once previews exist, or when there are no tracks at all', () => {
    expect(previewsPending({ tracks: [track('/p.mp3'), track(null)] })).toBe(false);
    expect(previewsPending({ tracks: [] })).toBe(false);
  });
});
