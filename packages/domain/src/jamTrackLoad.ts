import type { JamTrack, Track } from './jamtrack';
import type { Mixdown } from './packages';
import type { LoadingStatus } from './paging';

/** What the JamTrack page holds while it loads one JamTrack (part 2 §4 loading statuses). */
export interface JamTrackPageState {
  status: LoadingStatus;
  jamTrack: JamTrack | null;
  tracks: Track[];
  mixdowns: Mixdown[];
}

export const initialJamTrackPageState: JamTrackPageState = {
  status: 'idle',
  jamTrack: null,
  tracks: [],
  mixdowns: [],
};

export type JamTrackLoadEvent =
  | { type: 'load' }
  | { type: 'loaded'; jamTrack: JamTrack }
  | { type: 'failed' };

/**
 * Part 2 §4: "When a jam track fails to load, its tracks and mixdowns are cleared" — a failed
 * reload must not leave the previous track's stems and mixes playable on the page.
 */
export function jamTrackPageReducer(
  state: JamTrackPageState,
  event: JamTrackLoadEvent,
): JamTrackPageState {
  switch (event.type) {
    case 'load':
      return { ...state, status: 'loading' };
    case 'loaded':
      return {
        status: 'succeeded',
        jamTrack: event.jamTrack,
        tracks: event.jamTrack.tracks,
        mixdowns: event.jamTrack.mixdowns,
      };
    case 'failed':
      return { status: 'failed', jamTrack: null, tracks: [], mixdowns: [] };
  }
}
