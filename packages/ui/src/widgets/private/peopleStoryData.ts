import type { Person, PersonInstrument } from '@backline/domain';

// In-memory people for the people widgets' stories and tests (stories never fetch).

const instrument = (
  instrument_id: string,
  description: string,
  proficiency_level: PersonInstrument['proficiency_level'],
  priority: number,
): PersonInstrument => ({ instrument_id, description, proficiency_level, priority });

const base: Person = {
  id: 'u1',
  name: 'Ana López',
  first_name: 'Ana',
  last_name: 'López',
  biography: null,
  photo_url: null,
  v2_photo_uploaded: false,
  v2_photo_url: null,
  website: null,
  instruments: [],
  genres: [],
  latency_data: null,
  last_active_timestamp: null,
  created_at_timestamp: null,
  online: false,
  location: null,
  country: null,
  skill_level: null,
  bands: [],
  performance_samples: [],
  online_presences: [],
  is_friend: false,
  pending_friend_request: false,
  paid_sessions: false,
  paid_sessions_hourly_rate: null,
  paid_sessions_daily_rate: null,
  free_sessions: false,
  cowriting: false,
  cowriting_purpose: null,
  traditional_band: false,
  traditional_band_commitment: null,
  traditional_band_touring: null,
  virtual_band: false,
  virtual_band_commitment: null,
};

/** 2026-11-22T12:00:00Z, the stories' "now" (seconds), so relative times never drift. */
export const STORY_NOW = new Date('2026-11-22T12:00:00Z');
const nowSeconds = STORY_NOW.getTime() / 1000;

const longBiography =
  'Session guitarist from Sevilla. I grew up on flamenco and found my way to blues and funk ' +
  'through my father’s records. These days I play in two bands, teach on weekends and love ' +
  'late-night online jams with people from anywhere. Looking for a bassist and a drummer who ' +
  'like to improvise and do not mind a few wrong notes on the way to a good groove.';

/** A full profile: every section of the profile panel has something to show. */
export const ana: Person = {
  ...base,
  biography: longBiography,
  website: 'https://ana.example.com',
  instruments: [
    instrument('electric-guitar', 'Electric Guitar', 3, 1),
    instrument('acoustic-guitar', 'Acoustic Guitar', 3, 2),
    instrument('voice', 'Voice', 2, 3),
    instrument('mandolin', 'Mandolin', 1, 4),
    instrument('bass-guitar', 'Bass Guitar', 2, 5),
    instrument('ukulele', 'Ukulele', 1, 6),
  ],
  genres: [
    { genre_id: 'flamenco', description: 'Flamenco', player_type: null, genre_type: 'profile' },
    { genre_id: 'blues', description: 'Blues', player_type: null, genre_type: 'profile' },
    { genre_id: 'funk', description: 'Funk', player_type: null, genre_type: 'profile' },
  ],
  latency_data: { ars_internet_latency: 24, audio_latency: 9 },
  last_active_timestamp: nowSeconds - 3 * 3600,
  created_at_timestamp: nowSeconds - 400 * 86400,
  online: true,
  location: 'Sevilla, Andalucía',
  country: 'ES',
  skill_level: 2,
  bands: [
    { id: 'b1', name: 'Los Duendes', website: 'https://duendes.example.com' },
    { id: 'b2', name: 'Triana Funk Collective', website: null },
  ],
  performance_samples: [
    { service_type: 'backline', claimed_recording: { id: 'r1', name: 'Bulerías at midnight' } },
    { service_type: 'soundcloud', url: 'https://soundcloud.example.com/ana/solo' },
    { service_type: 'youtube', url: 'https://youtube.example.com/watch?v=ana' },
  ],
  online_presences: [
    { service_type: 'soundcloud', username: 'analopez' },
    { service_type: 'bandcamp', username: 'anasevilla' },
    { service_type: 'twitter', username: 'ana_plays' },
  ],
  paid_sessions: true,
  paid_sessions_hourly_rate: 4500,
  paid_sessions_daily_rate: 30000,
  free_sessions: true,
  cowriting: true,
  cowriting_purpose: 2,
  traditional_band: true,
  traditional_band_commitment: 3,
  traditional_band_touring: true,
  virtual_band: true,
  virtual_band_commitment: 2,
};

/** A sparse profile: no biography, one instrument, unknown latency. */
export const ben: Person = {
  ...base,
  id: 'u2',
  name: 'Ben Okafor',
  first_name: 'Ben',
  last_name: 'Okafor',
  instruments: [instrument('drums', 'Drums', 2, 1)],
  latency_data: { ars_internet_latency: 30, audio_latency: null },
  last_active_timestamp: nowSeconds - 6 * 86400,
  location: 'Lagos',
  country: 'NG',
  skill_level: 1,
  pending_friend_request: true,
};

export const carmen: Person = {
  ...base,
  id: 'u3',
  name: 'Carmen Ruiz de la Fuente Villanueva',
  first_name: 'Carmen',
  last_name: 'Ruiz de la Fuente Villanueva',
  biography: 'Jazz singer and pianist. Happy to jam on standards any evening.',
  instruments: [instrument('voice', 'Voice', 3, 1), instrument('piano', 'Piano', 2, 2)],
  latency_data: { ars_internet_latency: 40, audio_latency: 12 },
  last_active_timestamp: nowSeconds - 20 * 60,
  online: true,
  location: 'Buenos Aires',
  country: 'AR',
  is_friend: true,
};

export const dev: Person = {
  ...base,
  id: 'u4',
  name: 'Dev Patel',
  first_name: 'Dev',
  last_name: 'Patel',
  biography: 'Keys and synths, mostly electronic and fusion.',
  instruments: [
    instrument('keyboard', 'Keyboard', 3, 1),
    instrument('synthesizer', 'Synthesizer', 3, 2),
  ],
  latency_data: { ars_internet_latency: 61, audio_latency: 14 },
  last_active_timestamp: nowSeconds - 29 * 86400,
  location: 'Pune',
  country: 'IN',
};

export const people: Person[] = [ana, ben, carmen, dev];

/** `count` people for paging stories: copies of the four with their own ids. */
export function manyPeople(count: number, offset = 0): Person[] {
  return Array.from({ length: count }, (_, i) => {
    const source = people[(offset + i) % people.length]!;
    return { ...source, id: `p${offset + i + 1}`, name: `${source.first_name} ${offset + i + 1}` };
  });
}
