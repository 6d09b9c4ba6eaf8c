import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_LIMIT,
  JAMTRACKS_PAGE_SIZE,
  jamTrackPlayerPath,
  jamTrackSearchHeading,
  jamTracksSearchQuery,
  moreByArtistPath,
  shouldSearchOnEnter,
  TRACK_TYPES,
  type Track,
  trackSummary,
} from './jamtrack';

const artist = { original_artist: 'The Beatles', original_artist_slug: 'the-beatles' };
const song = { id: '7', name: 'Let It Be', slug: 'let-it-be', ...artist };

describe('JamTrack constants (part 2 §3, §7, §9)', () => {
  it('knows the three track types and the page sizes', () => {
    expect(TRACK_TYPES).toEqual(['Track', 'Click', 'Master']);
    expect(JAMTRACKS_PAGE_SIZE).toBe(10);
    expect(AUTOCOMPLETE_LIMIT).toBe(5);
  });
});

describe('shouldSearchOnEnter (part 2 §5 Autocomplete)', () => {
  it('searches only when the text is non-empty', () => {
    expect(shouldSearchOnEnter('  ')).toBe(false);
    expect(shouldSearchOnEnter(' beatles')).toBe(true);
  });
});

describe('JamTracks search (part 2 §2 JamTracks search, §7 GET /jamtracks)', () => {
  it('asks for 10 per page with the chosen criteria', () => {
    expect(jamTracksSearchQuery({ kind: 'all' }, 0)).toEqual({ page: 0, per_page: 10 });
    expect(jamTracksSearchQuery({ kind: 'term', text: ' blues ' }, 1)).toEqual({
      page: 1,
      per_page: 10,
      search: 'blues',
    });
    expect(jamTracksSearchQuery({ kind: 'artist', artist }, 0)).toMatchObject({
      artist: 'the-beatles',
    });
    expect(jamTracksSearchQuery({ kind: 'song', song }, 0)).toMatchObject({ song: 'let-it-be' });
  });

  it('heads the results "for selection" or "for search term"', () => {
    expect(jamTrackSearchHeading({ kind: 'all' })).toEqual({ kind: 'all' });
    expect(jamTrackSearchHeading({ kind: 'term', text: 'blues ' })).toEqual({
      kind: 'term',
      text: 'blues',
    });
    expect(jamTrackSearchHeading({ kind: 'artist', artist })).toEqual({
      kind: 'selection',
      type: 'artist',
      text: 'The Beatles',
    });
    expect(jamTrackSearchHeading({ kind: 'song', song })).toEqual({
      kind: 'selection',
      type: 'song',
      text: 'Let It Be',
    });
  });
});

describe('JamTrack paths (part 2 §2 My JamTracks, JamTrack page)', () => {
  it('links to the player page and to more by the same artist', () => {
    expect(jamTrackPlayerPath('42')).toBe('/jamtrack/42');
    expect(moreByArtistPath({ original_artist_slug: 'ac/dc' })).toBe('/jamtracks?artist=ac%2Fdc');
  });
});

describe('trackSummary (part 2 §2 track info)', () => {
  it('names the stems, leaving out the master', () => {
    const tracks: Track[] = [
      { id: '1', track_type: 'Master', part: null, instrument: null, preview_mp3_url: null },
      {
        id: '2',
        track_type: 'Track',
        part: 'Lead',
        instrument: { description: 'Guitar' },
        preview_mp3_url: null,
      },
      { id: '3', track_type: 'Track', part: 'Vocals', instrument: null, preview_mp3_url: null },
      { id: '4', track_type: 'Click', part: null, instrument: null, preview_mp3_url: null },
    ];
    expect(trackSummary(tracks)).toBe('Guitar, Vocals, Click');
  });
});
