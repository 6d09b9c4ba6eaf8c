import { describe, expect, it } from 'vitest';
import { CATALOGUE_API, PREVIEWS_PENDING_POLL_MS, previewsPollInterval } from './catalogue';

const track = (preview: string | null) => ({
  id: 't',
  track_type: 'Track' as const,
  part: null,
  instrument: null,
  preview_mp3_url: preview,
});

describe('previewsPollInterval', () => {
  it('polls while no track has a preview, and stops once one has', () => {
    expect(previewsPollInterval({ tracks: [track(null)] })).toBe(PREVIEWS_PENDING_POLL_MS);
    expect(previewsPollInterval({ tracks: [track('/p.mp3')] })).toBe(0);
    expect(previewsPollInterval(undefined)).toBe(0);
  });
});

describe('CATALOGUE_API', () => {
  it('escapes the slug into the path', () => {
    expect(CATALOGUE_API.jamTrack('a b')).toBe('/api/catalogue/jamtracks/a%20b');
    expect(CATALOGUE_API.artist('x')).toBe('/api/catalogue/artists/x');
  });
});
