/** The JamTrack player's calls (part 2 §4, §7): the JamTrack, its mixes and the first-open calls. */

/** The API is served on this site under /api: the download and audio addresses start there. */
export const API_BASE = '/api';

export const PLAYER_API = {
  jamTrack: (id: string) => `/api/jamtracks/${encodeURIComponent(id)}`,
  active: (id: string) => `/api/jamtracks/${encodeURIComponent(id)}/mixdowns/active`,
  mixdowns: '/api/mixdowns',
  enqueue: (id: string) => `/api/mixdowns/${encodeURIComponent(id)}/enqueue`,
  mixdown: (id: string) => `/api/mixdowns/${encodeURIComponent(id)}`,
  event: '/api/users/event/record',
  progression: '/api/users/progression/opened_jamtrack_web_player',
  alerts: '/api/alerts',
} as const;
