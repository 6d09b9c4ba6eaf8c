import { describe, expect, it } from 'vitest';
import { CATALOGUE_API, PREVIEWS_PENDING_POLL_MS, previewsPollInterval } from './catalogueApi';
import { catalogueMeta } from './catalogueMeta';

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

describe('catalogueMeta', () => {
  const matches = [
    {
      id: 'root',
      data: {
        messages: {
          'common.pageTitle': '{page} · Backline',
          'jamtracks.public.jamTrack.metaTitle': '{name} by {artist} (JamTrack)',
          'jamtracks.public.jamTrack.metaDescription': '{name} by {artist}: play along.',
        },
      },
    },
  ];

  it('words the title, description and Open Graph tags with the page’s values', () => {
    expect(
      catalogueMeta(
        matches,
        {
          title: 'jamtracks.public.jamTrack.metaTitle',
          description: 'jamtracks.public.jamTrack.metaDescription',
        },
        { name: 'Chicago Rain', artist: 'Big Ray Holloway' },
      ),
    ).toEqual([
      { title: 'Chicago Rain by Big Ray Holloway (JamTrack) · Backline' },
      { name: 'description', content: 'Chicago Rain by Big Ray Holloway: play along.' },
      { property: 'og:title', content: 'Chicago Rain by Big Ray Holloway (JamTrack)' },
      { property: 'og:description', content: 'Chicago Rain by Big Ray Holloway: play along.' },
      { property: 'og:type', content: 'website' },
    ]);
  });

  it('leaves an argument it was not given as written', () => {
    const [title] = catalogueMeta(
      matches,
      {
        title: 'jamtracks.public.jamTrack.metaTitle',
        description: 'jamtracks.public.jamTrack.metaDescription',
      },
      { name: 'X' },
    );
    expect(title).toEqual({ title: 'X by {artist} (JamTrack) · Backline' });
  });
});
