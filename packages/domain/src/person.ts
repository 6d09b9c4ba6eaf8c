import { RATE_DIVISOR } from './constants';
import type { DomainMessageId } from './domainMessages';
import type { LatencyData } from './latency';

/** The signed-in user, fetched at start with GET /me (part 1 §3 Current user). */
export interface CurrentUser {
  id: string;
  name: string;
  photo_url: string | null;
}

/** A name a form asks for and finds blank: sign-up, the profile and the billing address. */
export type PersonNameMessageKey = 'firstNameRequired' | 'lastNameRequired';

/**
 * The catalogue id of each name refusal: sign-up, the profile and the billing address say the
 * same words, so they share one id (decision 045: one English text, one id).
 */
export const PERSON_NAME_MESSAGE_IDS = {
  firstNameRequired: 'person.firstNameRequired',
  lastNameRequired: 'person.lastNameRequired',
} as const satisfies Record<PersonNameMessageKey, DomainMessageId>;

/** A person's skill level in person details (part 1 §3): 1 Amateur, 2 Professional. */
export const SKILL_LEVEL_LABELS = { 1: 'Amateur', 2: 'Professional' } as const;
export type SkillLevel = keyof typeof SKILL_LEVEL_LABELS;

/** The search filter's skill levels (part 1 §3): 1 beginner, 2 intermediate, 3 advanced. */
export const FILTER_SKILL_LEVEL_LABELS = {
  1: 'beginner',
  2: 'intermediate',
  3: 'advanced',
} as const;
export type FilterSkillLevel = keyof typeof FILTER_SKILL_LEVEL_LABELS;
export const FILTER_SKILL_LEVELS: readonly FilterSkillLevel[] = [1, 2, 3];

/** Instrument proficiency (part 1 §3): 1 Beginner, 2 Intermediate, 3 Expert. */
export const PROFICIENCY_LABELS = { 1: 'Beginner', 2: 'Intermediate', 3: 'Expert' } as const;
export type ProficiencyLevel = keyof typeof PROFICIENCY_LABELS;
export const PROFICIENCY_LEVELS: readonly ProficiencyLevel[] = [1, 2, 3];

/** Band commitment (part 1 §3): 1 infrequent … 4 4+ times a week. */
export const COMMITMENT_LABELS = {
  1: 'infrequent',
  2: 'once a week',
  3: '2-3 times a week',
  4: '4+ times a week',
} as const;
export type Commitment = keyof typeof COMMITMENT_LABELS;
export const COMMITMENTS: readonly Commitment[] = [1, 2, 3, 4];

/** Cowriting purpose (part 1 §3): 1 just for fun, 2 sell music. */
export const COWRITING_PURPOSE_LABELS = { 1: 'just for fun', 2: 'sell music' } as const;
export type CowritingPurpose = keyof typeof COWRITING_PURPOSE_LABELS;
export const COWRITING_PURPOSES: readonly CowritingPurpose[] = [1, 2];

/**
 * Performance samples (part 1 §3): the spec writes `{product}` for the product's own recordings
 * (a claimed_recording); in Backline that service type is 'backline'.
 */
export const PERFORMANCE_SAMPLE_SERVICE_TYPES = ['backline', 'soundcloud', 'youtube'] as const;
export type PerformanceSampleServiceType = (typeof PERFORMANCE_SAMPLE_SERVICE_TYPES)[number];

export const ONLINE_PRESENCE_SERVICE_TYPES = [
  'soundcloud',
  'reverbnation',
  'bandcamp',
  'fandalism',
  'youtube',
  'facebook',
  'twitter',
] as const;
export type OnlinePresenceServiceType = (typeof ONLINE_PRESENCE_SERVICE_TYPES)[number];

/** Instrument on a person (part 1 §3). */
export interface PersonInstrument {
  instrument_id: string;
  description: string;
  proficiency_level: ProficiencyLevel;
  priority: number;
}

/** Genre entry (part 1 §3). */
export interface PersonGenre {
  genre_id: string;
  description: string;
  player_type: string | null;
  genre_type: string;
}

export interface PersonBand {
  id: string;
  name: string;
  website: string | null;
}

export interface PerformanceSample {
  service_type: PerformanceSampleServiceType;
  claimed_recording?: { id: string; name: string } | null;
  /** The sample's address on soundcloud or youtube. */
  url?: string | null;
}

export interface OnlinePresence {
  service_type: OnlinePresenceServiceType;
  username: string;
}

/**
 * Interest flags (part 1 §3). The spec names the flags and what each carries; the detail fields
 * are named `<flag>_<detail>`.
 */
export interface PersonInterests {
  paid_sessions: boolean;
  /** In cents; shown divided by 100. */
  paid_sessions_hourly_rate: number | null;
  /** In cents; shown divided by 100. */
  paid_sessions_daily_rate: number | null;
  free_sessions: boolean;
  cowriting: boolean;
  cowriting_purpose: CowritingPurpose | null;
  traditional_band: boolean;
  traditional_band_commitment: Commitment | null;
  traditional_band_touring: boolean | null;
  virtual_band: boolean;
  virtual_band_commitment: Commitment | null;
}

/** Person (musician), part 1 §3. */
export interface Person extends PersonInterests {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  biography: string | null;
  photo_url: string | null;
  v2_photo_uploaded: boolean;
  v2_photo_url: string | null;
  website: string | null;
  instruments: PersonInstrument[];
  genres: PersonGenre[];
  latency_data: LatencyData | null;
  /** Seconds since the epoch. */
  last_active_timestamp: number | null;
  /** Seconds since the epoch. */
  created_at_timestamp: number | null;
  online: boolean;
  location: string | null;
  country: string | null;
  skill_level: SkillLevel | null;
  bands: PersonBand[];
  performance_samples: PerformanceSample[];
  online_presences: OnlinePresence[];
  /** Friend flags relative to the signed-in user. */
  is_friend: boolean;
  pending_friend_request: boolean;
}

/** POST /filter answers `{musicians, offset}`; `offset` is where the next page starts. */
export interface PeopleFilterResponse {
  musicians: Person[];
  offset: number;
  /**
   * Whether the searcher's place is known (their profile's city): without it no latency can be
   * estimated, and from_location lists active musicians who play something (decision 026).
   */
  location_known: boolean;
}

/** Profile photo rule (part 1 §3): v2_photo_url when v2_photo_uploaded is true, else photo_url. */
export function profilePhotoUrl(
  person: Pick<Person, 'photo_url'> & Partial<Pick<Person, 'v2_photo_uploaded' | 'v2_photo_url'>>,
): string | null {
  return person.v2_photo_uploaded ? (person.v2_photo_url ?? null) : person.photo_url;
}

/** Hourly and daily rates are stored in cents and shown divided by 100 (part 1 §9). */
export function rateForDisplay(cents: number | null | undefined): number | null {
  return typeof cents === 'number' && Number.isFinite(cents) ? cents / RATE_DIVISOR : null;
}

/** A rate as the user types it (the shown amount) back to the whole cents it is stored in. */
export function rateFromDisplay(amount: number | null | undefined): number | null {
  return typeof amount === 'number' && Number.isFinite(amount)
    ? Math.round(amount * RATE_DIVISOR)
    : null;
}

/** The interests a person has switched on, in the spec's order, for the profile panel. */
export const INTEREST_FLAGS = [
  'paid_sessions',
  'free_sessions',
  'cowriting',
  'traditional_band',
  'virtual_band',
] as const;
export type InterestFlag = (typeof INTEREST_FLAGS)[number];

export function activeInterests(person: Pick<PersonInterests, InterestFlag>): InterestFlag[] {
  return INTEREST_FLAGS.filter((flag) => person[flag]);
}

/** A person's instruments in their priority order (lowest priority number first). */
export function instrumentsByPriority<T extends { priority: number }>(
  instruments: readonly T[],
): T[] {
  return [...instruments].sort((a, b) => a.priority - b.priority);
}
