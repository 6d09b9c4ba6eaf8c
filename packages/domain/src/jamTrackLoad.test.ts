import { describe, expect, it } from 'vitest';
import { initialJamTrackPageState, jamTrackPageReducer } from './jamTrackLoad';
import type { JamTrack } from './jamtrack';

const jamTrack = {
  id: 'jt-1',
  name: 'Back in Black',
  tracks: [
    {
      id: 't-1',
      track_type: 'Track',
      part: 'Guitar',
      instrument: { description: 'Guitar' },
      preview_mp3_url: null,
    },
  ],
  mixdowns: [{ id: 'm-1', name: 'No guitar', packages: [] }],
} as unknown as JamTrack;

describe('jamTrackPageReducer (part 2 §4 loading statuses of the JamTrack page)', () => {
  it('is loading while the JamTrack is fetched, keeping what it showed', () => {
    const loaded = jamTrackPageReducer(initialJamTrackPageState, { type: 'loaded', jamTrack });
    const reloading = jamTrackPageReducer(loaded, { type: 'load' });
    expect(reloading.status).toBe('loading');
    expect(reloading.tracks).toHaveLength(1);
  });

  it('holds the tracks and mixdowns of a loaded JamTrack', () => {
    const state = jamTrackPageReducer(initialJamTrackPageState, { type: 'loaded', jamTrack });
    expect(state).toMatchObject({ status: 'succeeded', jamTrack });
    expect(state.mixdowns.map((m) => m.id)).toEqual(['m-1']);
  });

  it('clears the tracks and mixdowns when a JamTrack fails to load', () => {
    const loaded = jamTrackPageReducer(initialJamTrackPageState, { type: 'loaded', jamTrack });
    expect(jamTrackPageReducer(loaded, { type: 'failed' })).toEqual({
      status: 'failed',
      jamTrack: null,
      tracks: [],
      mixdowns: [],
    });
  });
});
