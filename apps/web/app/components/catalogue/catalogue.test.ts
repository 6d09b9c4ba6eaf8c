import { describe, expect, it } from 'vitest';
import { catalogueMeta } from './catalogueMeta';

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
