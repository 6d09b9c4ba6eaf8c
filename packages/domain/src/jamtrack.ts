import type { Cents } from './money';
import type { Mixdown, SigningState } from './packages';

/** Part 2 §3 Track.track_type. */
export const TRACK_TYPES = ['Track', 'Click', 'Master'] as const;
export type TrackType = (typeof TRACK_TYPES)[number];

// Part 2 §7, §9.
export const JAMTRACKS_PAGE_SIZE = 10;
export const AUTOCOMPLETE_LIMIT = 5;
/** Part 2 §9 "JamTracks mostly $3 each": the catalogue's usual price. */
export const JAMTRACK_STANDARD_PRICE_CENTS = 300;

/** A stem of a JamTrack (part 2 §3). */
export interface Track {
  id: string;
  track_type: TrackType;
  part: string | null;
  instrument: { description: string } | null;
  preview_mp3_url: string | null;
}

/** The JamTrack's own packages carry their signing state. */
export interface JamTrackPackageState {
  signing_state: SigningState;
}

/** JamTrack (part 2 §3); download_price in cents. */
export interface JamTrack {
  id: string;
  name: string;
  name_slug: string;
  slug: string;
  original_artist: string;
  original_artist_slug: string;
  download_price: Cents;
  purchased: boolean;
  allow_free: boolean;
  added_cart: boolean;
  can_download: boolean;
  tracks: Track[];
  mixdowns: Mixdown[];
  mp3Package: JamTrackPackageState | null;
  oggPackage: JamTrackPackageState | null;
  last_mixdown_id: string | null;
  last_stem_id: string | null;
}

/** GET /jamtracks (part 2 §7): next is the next page, null at the end. */
export interface JamTrackSearchResponse {
  jamtracks: JamTrack[];
  next: number | null;
  count: number;
}

/** An artist of GET /jamtracks/artists and the autocomplete. */
export interface JamTrackArtist {
  original_artist: string;
  original_artist_slug: string;
}

export interface ArtistSearchResponse {
  artists: JamTrackArtist[];
}

/** A song or JamTrack suggestion of the autocomplete. */
export type JamTrackSuggestion = Pick<
  JamTrack,
  'id' | 'name' | 'slug' | 'original_artist' | 'original_artist_slug'
>;

/** GET /jamtracks/autocomplete (part 2 §7). */
export interface AutocompleteResponse {
  songs: JamTrackSuggestion[];
  artists: JamTrackArtist[];
  jamtracks: JamTrackSuggestion[];
}

/** Part 2 §5 "Autocomplete: Enter searches only when the text is non-empty". */
export function shouldSearchOnEnter(text: string): boolean {
  return text.trim() !== '';
}

/** What the JamTracks search shows and asks for (part 2 §2 JamTracks search). */
export type JamTrackSearchCriteria =
  | { kind: 'all' }
  | { kind: 'term'; text: string }
  | { kind: 'artist'; artist: JamTrackArtist }
  | { kind: 'song'; song: JamTrackSuggestion };

/** Query of GET /jamtracks for a criteria and page (per_page 10). */
export function jamTracksSearchQuery(
  criteria: JamTrackSearchCriteria,
  page: number,
): Record<string, string | number> {
  const paging = { page, per_page: JAMTRACKS_PAGE_SIZE };
  switch (criteria.kind) {
    case 'all':
      return paging;
    case 'term':
      return { ...paging, search: criteria.text.trim() };
    case 'artist':
      return { ...paging, artist: criteria.artist.original_artist_slug };
    case 'song':
      return { ...paging, song: criteria.song.slug };
  }
}

/** Part 2 §2 heading: "for selection" with type and text, or "for search term". */
export type JamTrackSearchHeading =
  | { kind: 'all' }
  | { kind: 'selection'; type: 'artist' | 'song'; text: string }
  | { kind: 'term'; text: string };

export function jamTrackSearchHeading(criteria: JamTrackSearchCriteria): JamTrackSearchHeading {
  switch (criteria.kind) {
    case 'all':
      return { kind: 'all' };
    case 'term':
      return { kind: 'term', text: criteria.text.trim() };
    case 'artist':
      return { kind: 'selection', type: 'artist', text: criteria.artist.original_artist };
    case 'song':
      return { kind: 'selection', type: 'song', text: criteria.song.name };
  }
}

/** The web player page of a JamTrack (part 2 §2). */
export function jamTrackPlayerPath(id: string): string {
  return `/jamtrack/${encodeURIComponent(id)}`;
}

/** Help resources "more by the same artist via /jamtracks?artist=..." (part 2 §2). */
export function moreByArtistPath(artist: Pick<JamTrack, 'original_artist_slug'>): string {
  return `/jamtracks?artist=${encodeURIComponent(artist.original_artist_slug)}`;
}

/** "Tracks" column: the stems' instruments (Master excluded), e.g. "Guitar, Bass, Click". */
export function trackSummary(tracks: readonly Track[]): string {
  return tracks
    .filter((track) => track.track_type !== 'Master')
    .map((track) => track.instrument?.description ?? track.part ?? track.track_type)
    .join(', ');
}
