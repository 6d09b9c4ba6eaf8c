import type { JamTrack, JamTrackArtist, Track } from './jamtrack';

/**
 * The public (signed-out) catalogue pages that affiliate links land on (decision 023):
 * a JamTrack by its slug and an artist by theirs. Catalogue data only: nothing here says whether
 * the visitor owns a JamTrack or has it in a cart.
 */

/** Longest slug taken: catalogue slugs are "<artist>-<song>", far shorter. */
export const CATALOGUE_SLUG_MAX = 200;

/** What `slugify` writes: lowercase letters and digits in hyphen-separated runs. */
export const CATALOGUE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A JamTrack's or an artist's slug in a public path; anything else is refused, never looked up.
 * The API's `catalogueSlugSchema` (publicCatalogueSchemas.ts) states the same rule in zod; this
 * module builds no schema, so the public song and artist pages do not load zod.
 */
export function isCatalogueSlug(value: string): boolean {
  return value.length <= CATALOGUE_SLUG_MAX && CATALOGUE_SLUG_PATTERN.test(value);
}

/** The public page of one JamTrack (the song link's path). */
export function publicJamTrackPath(jamTrack: Pick<JamTrack, 'slug'>): string {
  return `/jamtracks/${encodeURIComponent(jamTrack.slug)}`;
}

/** The public page of an artist: their JamTracks (the artist link's path). */
export function publicArtistPath(artist: Pick<JamTrackArtist, 'original_artist_slug'>): string {
  return `/artists/${encodeURIComponent(artist.original_artist_slug)}`;
}

/** The signed-in store's search for one song, where a member buys it. */
export function storeSongPath(jamTrack: Pick<JamTrack, 'slug'>): string {
  return `/jamtracks?song=${encodeURIComponent(jamTrack.slug)}`;
}

/** A JamTrack as the public catalogue shows it: part 2 §3 JamTrack without per-person state. */
export type PublicJamTrack = Pick<
  JamTrack,
  | 'id'
  | 'name'
  | 'name_slug'
  | 'slug'
  | 'original_artist'
  | 'original_artist_slug'
  | 'download_price'
  | 'allow_free'
> & { tracks: Track[] };

/** GET /catalogue/jamtracks/{slug}. */
export interface PublicJamTrackResponse {
  jamtrack: PublicJamTrack;
}

/** GET /catalogue/artists/{slug}: the artist and their available JamTracks, by name. */
export interface PublicArtistResponse {
  artist: JamTrackArtist;
  jamtracks: PublicJamTrack[];
}

/**
 * Whether a JamTrack's audio is still being made (decision 015: tracks have no preview until
 * the audio job ran): the page says so and looks again, rather than showing no previews.
 */
export function previewsPending(jamTrack: Pick<PublicJamTrack, 'tracks'>): boolean {
  return jamTrack.tracks.length > 0 && jamTrack.tracks.every((track) => !track.preview_mp3_url);
}
