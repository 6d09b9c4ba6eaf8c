import {
  COMMITMENTS,
  COWRITING_PURPOSES,
  ONLINE_PRESENCE_SERVICE_TYPES,
  type PlanCycle,
  type PlanTier,
  PROFICIENCY_LEVELS,
  RECORDING_PREFS,
  SUBSCRIPTION_PLANS,
  trialEndsAt,
} from '@backline/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  bands,
  onlinePresences,
  performanceSamples,
  userGenres,
  userInstruments,
  userSubscriptions,
  users,
} from '../db/schema';
import { genreCatalogue, instrumentCatalogue } from '../reference/catalogue';
import { insertInBatches } from './insert';
import { asciiSlug, NAME_CULTURES, type NameCultureId } from './names';
import { drawPlace, loadPlaceIndex, type PlaceIndex, round } from './places';
import { createRandom, type Random } from './random';
import {
  bandName,
  genreName,
  instrumentName,
  type Language,
  recordingName,
  writeBiography,
} from './texts';

/*
 * Demo musicians, one at a time: musician n of a seed depends only on (seed, n), so a generator
 * streams any number of them (2 000 for the demo, 100 000 for the people-search benchmark) and
 * the first musicians are the same whatever the count.
 */

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export type UserRow = typeof users.$inferInsert & { id: string; email: string };

export interface DemoMusician {
  index: number;
  language: Language;
  culture: NameCultureId;
  user: UserRow;
  instruments: (typeof userInstruments.$inferInsert)[];
  genres: (typeof userGenres.$inferInsert)[];
  bands: (typeof bands.$inferInsert)[];
  performanceSamples: (typeof performanceSamples.$inferInsert)[];
  onlinePresences: (typeof onlinePresences.$inferInsert)[];
  subscription: typeof userSubscriptions.$inferInsert;
}

export interface MusicianOptions {
  seed: number;
  /** The platform clock's now: activity and join dates are spread back from it. */
  now: Date;
  /** One argon2 hash shared by every demo musician (hashing 2 000 would take minutes). */
  passwordHash: string;
  /** E-mail addresses are `first.last.<n>@<domain>`. */
  emailDomain: string;
  places: PlaceIndex;
}

// How often each instrument is played, roughly as in a jam community.
const INSTRUMENT_WEIGHTS: Partial<Record<string, number>> = {
  'electric-guitar': 14,
  'acoustic-guitar': 12,
  'bass-guitar': 10,
  drums: 10,
  voice: 12,
  piano: 8,
  keyboard: 7,
  synthesizer: 4,
  'backing-vocals': 4,
  saxophone: 3,
  trumpet: 2,
  violin: 3,
  cello: 1.5,
  percussion: 3,
  'hand-drums': 1.5,
  computer: 3,
  'double-bass': 1.5,
  ukulele: 1.5,
  harmonica: 1,
  mandolin: 1,
  banjo: 1,
  trombone: 1,
  flute: 1.5,
  organ: 1,
};

const GENRE_WEIGHTS: Partial<Record<string, number>> = {
  rock: 12,
  'alternative-rock': 5,
  'hard-rock': 3,
  'heavy-metal': 3,
  punk: 2,
  indie: 5,
  pop: 9,
  'singer-songwriter': 5,
  acoustic: 4,
  folk: 4,
  country: 2,
  bluegrass: 1,
  blues: 7,
  jazz: 8,
  fusion: 2,
  funk: 5,
  'rnb-soul': 5,
  gospel: 1.5,
  worship: 1.5,
  'hip-hop': 3,
  electronic: 4,
  ambient: 1.5,
  experimental: 1,
  reggae: 2,
  ska: 1,
  latin: 2,
  world: 2,
  classical: 4,
  'musical-theatre': 1,
  soundtrack: 1.5,
};

// A musician's genres lean towards the music of where they come from.
const CULTURE_GENRE_BOOSTS: Partial<Record<NameCultureId, Partial<Record<string, number>>>> = {
  spanish: { latin: 14, rock: 4, 'singer-songwriter': 3, fusion: 2 },
  portuguese: { latin: 6, world: 5, jazz: 3 },
  english: { country: 3, blues: 3, 'hip-hop': 2 },
  irish: { folk: 8, acoustic: 3 },
  nigerian: { world: 8, gospel: 5, 'rnb-soul': 3 },
  southAfrican: { world: 6, jazz: 3, gospel: 3 },
  indian: { world: 8, classical: 4, fusion: 3 },
  japanese: { jazz: 5, pop: 4, 'heavy-metal': 2 },
  korean: { pop: 6, 'rnb-soul': 3 },
  german: { electronic: 5, classical: 3 },
  dutch: { electronic: 5 },
  swedish: { electronic: 4, pop: 4, 'heavy-metal': 3 },
  italian: { classical: 4, 'musical-theatre': 2 },
  french: { jazz: 3, electronic: 3 },
};

const instrumentWeights = instrumentCatalogue
  .filter((instrument) => instrument.id !== 'other')
  .map((instrument) => [instrument, INSTRUMENT_WEIGHTS[instrument.id] ?? 0.5] as const);

function genreWeightsFor(culture: NameCultureId) {
  const boosts = CULTURE_GENRE_BOOSTS[culture] ?? {};
  return genreCatalogue
    .filter((genre) => genre.id !== 'other')
    .map((genre) => [genre, (GENRE_WEIGHTS[genre.id] ?? 0.5) + (boosts[genre.id] ?? 0)] as const);
}

/** `count` different values drawn with their weights. */
function drawDistinct<T>(
  random: Random,
  entries: readonly (readonly [T, number])[],
  count: number,
) {
  const left = [...entries];
  const chosen: T[] = [];
  while (chosen.length < count && left.length > 0) {
    const value = random.weighted(left);
    chosen.push(value);
    left.splice(
      left.findIndex(([candidate]) => candidate === value),
      1,
    );
  }
  return chosen;
}

function planOf(tier: PlanTier, cycle: PlanCycle) {
  const plan = SUBSCRIPTION_PLANS.find((p) => p.tier === tier && p.cycle === cycle);
  if (!plan) throw new Error(`No ${tier} plan billed per ${cycle}.`);
  return plan;
}

function addCycles(start: Date, cycle: PlanCycle, count: number): Date {
  const date = new Date(start);
  if (cycle === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return date;
}

/**
 * A subscription consistent with the join date: everyone got the trial (domain
 * `trialEndsAt`); after it most stay on Free (no plan chosen), some pay for Silver, Gold or
 * Platinum, billed from the end of their trial.
 */
export function demoSubscription(
  random: Random,
  userId: string,
  createdAt: Date,
  now: Date,
): typeof userSubscriptions.$inferInsert {
  const trialEnds = trialEndsAt(createdAt);
  const base = { userId, trialEndsAt: trialEnds, createdAt, updatedAt: createdAt };
  if (trialEnds > now) return { ...base, planCode: null };
  const choice = random.weighted<readonly [PlanTier, PlanCycle] | null>([
    [null, 58],
    [['free', 'month'], 4],
    [['silver', 'month'], 8],
    [['silver', 'year'], 4],
    [['gold', 'month'], 12],
    [['gold', 'year'], 7],
    [['platinum', 'month'], 4],
    [['platinum', 'year'], 3],
  ]);
  if (!choice) return { ...base, planCode: null };
  const plan = planOf(...choice);
  if (plan.price === 0) return { ...base, planCode: plan.id, updatedAt: trialEnds };
  let periodStart = trialEnds;
  while (addCycles(periodStart, plan.cycle, 1) <= now)
    periodStart = addCycles(periodStart, plan.cycle, 1);
  return {
    ...base,
    planCode: plan.id,
    currentPeriodStartedAt: periodStart,
    currentPeriodEndsAt: addCycles(periodStart, plan.cycle, 1),
    updatedAt: periodStart,
  };
}

const YOUTUBE_ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Musician `index` of `options.seed`. */
export function generateMusician(index: number, options: MusicianOptions): DemoMusician {
  const random = createRandom(options.seed, 'musician', index);
  const { now } = options;
  const country = random.weighted(options.places.countries.map((c) => [c, c.weight] as const));
  const culture = random.weighted(country.cultures);
  const names = NAME_CULTURES[culture];
  const language: Language = names.language;
  const firstName = random.pick(names.given);
  let lastName: string = random.pick(names.family);
  if ('doubleFamily' in names && random.chance(names.doubleFamily)) {
    const second = random.pick(names.family);
    if (second !== lastName) lastName = `${lastName} ${second}`;
  }
  const place = drawPlace(random, options.places, country.code);
  const id = random.uuid();

  const instrumentCount = random.weighted([
    [1, 35],
    [2, 35],
    [3, 20],
    [4, 10],
  ] as const);
  const chosenInstruments = drawDistinct(random, instrumentWeights, instrumentCount);
  const instruments = chosenInstruments.map((instrument, priority) => ({
    userId: id,
    instrumentId: instrument.id,
    proficiencyLevel: random.weighted(
      PROFICIENCY_LEVELS.map((level) => [level, [25, 45, 30][level - 1] ?? 1] as const),
    ),
    priority,
  }));
  const genreCount = random.weighted([
    [1, 25],
    [2, 35],
    [3, 25],
    [4, 15],
  ] as const);
  const chosenGenres = drawDistinct(random, genreWeightsFor(culture), genreCount);
  const genres = chosenGenres.map((genre) => ({
    userId: id,
    genreId: genre.id,
    genreType: 'profile',
    playerType: null,
  }));

  const expert = instruments.some((instrument) => instrument.proficiencyLevel === 3);
  const skillLevel = random.chance(expert ? 0.55 : 0.12) ? 2 : 1;
  const audioLatency = random.chance(0.08) ? null : round(3 + 20 * random.next() ** 2, 1);

  // Activity: some online now, the rest active 0–120 days ago, recent activity more common.
  const online = random.chance(0.09);
  let lastActiveAt = online
    ? new Date(now.getTime() - random.int(0, 15) * MINUTE_MS)
    : new Date(now.getTime() - Math.max(MINUTE_MS * 60, 120 * DAY_MS * random.next() ** 1.7));
  let createdAt: Date;
  if (random.chance(0.06)) {
    createdAt = new Date(now.getTime() - random.float(0.1, 7) * DAY_MS);
    if (lastActiveAt < createdAt) {
      lastActiveAt = new Date(
        createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime()),
      );
    }
  } else {
    createdAt = new Date(lastActiveAt.getTime() - random.float(1, 1100) * DAY_MS);
  }
  lastActiveAt = new Date(Math.round(lastActiveAt.getTime() / 1000) * 1000);
  createdAt = new Date(Math.round(createdAt.getTime() / 1000) * 1000);

  const firstInstrument = chosenInstruments[0] ?? instrumentCatalogue[0];
  const otherInstrument = random.pick(instrumentWeights.map(([instrument]) => instrument));
  const firstGenre = chosenGenres[0] ?? genreCatalogue[0];
  const otherGenre = chosenGenres[1] ?? random.pick(genreCatalogue);
  const writesIn: Language = language === 'es' && random.chance(0.7) ? 'es' : 'en';
  const biography = random.chance(0.05)
    ? null
    : writeBiography(random, {
        language: writesIn,
        city: place.city,
        instrument: instrumentName(firstInstrument.id, firstInstrument.description, writesIn),
        instrument2: instrumentName(otherInstrument.id, otherInstrument.description, writesIn),
        genre: genreName(firstGenre.id, firstGenre.description, writesIn),
        genre2: genreName(otherGenre.id, otherGenre.description, writesIn),
      });

  const handle = `${asciiSlug(firstName)}${asciiSlug(lastName.split(' ')[0] ?? '')}`;
  const paidSessions = random.chance(0.18);
  const cowriting = random.chance(0.3);
  const traditionalBand = random.chance(0.25);
  const virtualBand = random.chance(0.35);
  const user: UserRow = {
    id,
    firstName,
    lastName,
    email: `${asciiSlug(firstName)}.${asciiSlug(lastName.split(' ')[0] ?? 'x')}.${index}@${options.emailDomain}`,
    passwordHash: options.passwordHash,
    emailConfirmedAt: createdAt,
    photoUrl: null,
    v2PhotoUploaded: false,
    v2PhotoUrl: null,
    termsAcceptedAt: createdAt,
    createdAt,
    updatedAt: lastActiveAt,
    biography,
    website: random.chance(0.2)
      ? `https://${handle}.${random.pick(['com', 'net', 'music'])}`
      : null,
    skillLevel,
    country: place.country,
    state: place.state,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    audioLatency,
    lastActiveAt,
    online,
    presenceExpiresAt: null,
    paidSessions,
    paidSessionsHourlyRate: paidSessions ? random.int(4, 30) * 500 : null,
    paidSessionsDailyRate: paidSessions ? random.int(6, 40) * 2500 : null,
    freeSessions: random.chance(0.5),
    cowriting,
    cowritingPurpose: cowriting ? random.pick(COWRITING_PURPOSES) : null,
    traditionalBand,
    traditionalBandCommitment: traditionalBand ? random.pick(COMMITMENTS) : null,
    traditionalBandTouring: traditionalBand ? random.chance(0.4) : null,
    virtualBand,
    virtualBandCommitment: virtualBand ? random.pick(COMMITMENTS) : null,
    subscribeEmail: random.chance(0.7),
    acceptDesktopNotifications: random.chance(0.4),
    recordingPref: random.pick(Object.values(RECORDING_PREFS)),
  };

  const bandRows = random.chance(0.35)
    ? Array.from({ length: random.int(1, 2) }, (_, position) => {
        const name = bandName(random, writesIn);
        return {
          id: random.uuid(),
          userId: id,
          name,
          website: random.chance(0.5) ? `https://${asciiSlug(name)}.com` : null,
          position,
        };
      })
    : [];
  const sampleRows = random.chance(0.35)
    ? Array.from({ length: random.int(1, 3) }, (_, position) => {
        const service = random.weighted([
          ['backline', 4],
          ['soundcloud', 3],
          ['youtube', 3],
        ] as const);
        const name = recordingName(random);
        const base = { id: random.uuid(), userId: id, serviceType: service, position };
        if (service === 'backline') {
          return { ...base, claimedRecordingId: random.uuid(), claimedRecordingName: name };
        }
        const url =
          service === 'soundcloud'
            ? `https://soundcloud.com/${handle}/${asciiSlug(name)}`
            : `https://www.youtube.com/watch?v=${Array.from({ length: 11 }, () => random.pick([...YOUTUBE_ID_CHARACTERS])).join('')}`;
        return { ...base, claimedRecordingName: name, url };
      })
    : [];
  const presenceRows = random.chance(0.55)
    ? random.sample(ONLINE_PRESENCE_SERVICE_TYPES, random.int(1, 3)).map((serviceType) => ({
        id: random.uuid(),
        userId: id,
        serviceType,
        username: random.chance(0.5)
          ? handle
          : `${handle}${random.pick(['music', 'plays', 'official', String(random.int(1, 99))])}`,
      }))
    : [];

  return {
    index,
    language,
    culture,
    user,
    instruments,
    genres,
    bands: bandRows,
    performanceSamples: sampleRows,
    onlinePresences: presenceRows,
    subscription: demoSubscription(random, id, createdAt, now),
  };
}

/** Musicians `from` … `from + count - 1` of a seed. */
export function generateMusicians(count: number, from: number, options: MusicianOptions) {
  return Array.from({ length: count }, (_, i) => generateMusician(from + i, options));
}

/** Writes musicians and everything on their profiles, in batches. */
export async function insertMusicians(db: Db | Tx, musicians: readonly DemoMusician[]) {
  await insertInBatches(
    db,
    users,
    musicians.map((m) => m.user),
  );
  await insertInBatches(
    db,
    userInstruments,
    musicians.flatMap((m) => m.instruments),
  );
  await insertInBatches(
    db,
    userGenres,
    musicians.flatMap((m) => m.genres),
  );
  await insertInBatches(
    db,
    bands,
    musicians.flatMap((m) => m.bands),
  );
  await insertInBatches(
    db,
    performanceSamples,
    musicians.flatMap((m) => m.performanceSamples),
  );
  await insertInBatches(
    db,
    onlinePresences,
    musicians.flatMap((m) => m.onlinePresences),
  );
  await insertInBatches(
    db,
    userSubscriptions,
    musicians.map((m) => m.subscription),
  );
}

export interface GenerateOptions {
  count: number;
  seed: number;
  now: Date;
  passwordHash: string;
  emailDomain: string;
  /** The first musician's number (to add more to a data set); 0 by default. */
  from?: number;
  /** Musicians per transaction. */
  chunk?: number;
  onProgress?: (written: number) => void;
}

/**
 * Streams `count` musicians into the database, `chunk` at a time, each chunk in its own
 * transaction: for the people-search benchmark (100 000 musicians) without holding them all
 * in memory.
 */
export async function generateIntoDatabase(db: Db, options: GenerateOptions): Promise<number> {
  const places = await loadPlaceIndex();
  const chunk = options.chunk ?? 2_000;
  const from = options.from ?? 0;
  const musicianOptions: MusicianOptions = { ...options, places };
  let written = 0;
  while (written < options.count) {
    const size = Math.min(chunk, options.count - written);
    const musicians = generateMusicians(size, from + written, musicianOptions);
    await db.transaction((tx) => insertMusicians(tx, musicians));
    written += size;
    options.onProgress?.(written);
  }
  // Statistics for the planner and a visibility map for index-only scans: PGlite runs no
  // autovacuum, and PostgreSQL's would come too late for a benchmark started right after.
  await db.execute(sql`vacuum analyze`);
  return written;
}
