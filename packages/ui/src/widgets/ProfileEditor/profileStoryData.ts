import type { City, Country, Genre, Instrument, Profile, Region } from '@backline/domain';

// In-memory reference data for the ProfileEditor stories: stories never fetch.

export const countries: Country[] = [
  { countrycode: 'MX', countryname: 'Mexico' },
  { countrycode: 'MC', countryname: 'Monaco' },
  { countrycode: 'ES', countryname: 'Spain' },
  { countrycode: 'US', countryname: 'United States' },
];

export const regionsByCountry: Record<string, Region[]> = {
  US: [
    { region: 'CA', name: 'California' },
    { region: 'NY', name: 'New York' },
  ],
  ES: [
    { region: 'CT', name: 'Catalonia' },
    { region: 'MD', name: 'Madrid' },
  ],
  MX: [{ region: 'JAL', name: 'Jalisco' }],
  // A country without regions: its cities come by country alone.
  MC: [],
};

export const citiesByPlace: Record<string, City[]> = {
  'US/CA': ['Los Angeles', 'Oakland', 'San Francisco'],
  'US/NY': ['Brooklyn', 'New York'],
  'ES/CT': ['Barcelona', 'Girona'],
  'ES/MD': ['Alcalá de Henares', 'Madrid'],
  'MX/JAL': ['Guadalajara'],
  'MC/': ['Monaco'],
};

export const instruments: Instrument[] = [
  { id: 'bass', description: 'Bass Guitar' },
  { id: 'drums', description: 'Drums' },
  { id: 'guitar', description: 'Electric Guitar' },
  { id: 'keys', description: 'Keyboard' },
  { id: 'voice', description: 'Voice' },
];

export const genres: Genre[] = [
  { id: 'blues', description: 'Blues' },
  { id: 'funk', description: 'Funk' },
  { id: 'jazz', description: 'Jazz' },
  { id: 'latin', description: 'Latin' },
  { id: 'pop', description: 'Pop' },
  { id: 'rock', description: 'Rock' },
];

export const filledProfile: Profile = {
  first_name: 'Ana',
  last_name: 'López',
  country: 'US',
  state: 'CA',
  city: 'Oakland',
  biography:
    'Bass player from Oakland. Funk, soul and the odd jazz standard; I love a tight groove.',
  subscribe_email: true,
  paid_sessions: true,
  paid_sessions_hourly_rate: 2500,
  paid_sessions_daily_rate: 15000,
  free_sessions: false,
  cowriting: true,
  cowriting_purpose: 1,
  traditional_band: false,
  traditional_band_commitment: null,
  traditional_band_touring: null,
  virtual_band: true,
  virtual_band_commitment: 2,
  instruments: [
    { instrument_id: 'bass', proficiency_level: 3, priority: 0, description: 'Bass Guitar' },
    { instrument_id: 'keys', proficiency_level: 1, priority: 1, description: 'Keyboard' },
  ],
  genres: [
    { genre_id: 'funk', genre_type: 'profile' },
    { genre_id: 'jazz', genre_type: 'profile' },
  ],
  accept_desktop_notifications: false,
  recording_pref: 1,
};

/** A new user's profile: names from sign-up, nothing else yet. */
export const newProfile: Profile = {
  ...filledProfile,
  country: '',
  state: '',
  city: '',
  biography: '',
  paid_sessions: false,
  paid_sessions_hourly_rate: null,
  paid_sessions_daily_rate: null,
  cowriting: false,
  cowriting_purpose: null,
  virtual_band: false,
  virtual_band_commitment: null,
  instruments: [],
  genres: [],
};
