import {
  ONLINE_PRESENCE_SERVICE_TYPES,
  PERFORMANCE_SAMPLE_SERVICE_TYPES,
  PROFICIENCY_LEVELS,
  type ProficiencyLevel,
} from '@backline/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  json,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { genres, instruments } from './reference';
import { users } from './users';

/** `column in ('a', 'b')` for a vocabulary the domain owns; never input. */
const textOneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/**
 * Instruments on a person (part 1 §3): proficiency 1 Beginner … 3 Expert, priority 0 first. The
 * search's skill levels (1 beginner … 3 advanced) are matched against the proficiency, so
 * both the instrument filter and the skill filter read this table through an index.
 */
export const userInstruments = pgTable(
  'user_instruments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instrumentId: text('instrument_id')
      .notNull()
      .references(() => instruments.id),
    proficiencyLevel: smallint('proficiency_level').$type<ProficiencyLevel>().notNull(),
    priority: smallint('priority').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.instrumentId] }),
    index('user_instruments_instrument_idx').on(table.instrumentId, table.userId),
    index('user_instruments_proficiency_idx').on(table.proficiencyLevel, table.userId),
    check(
      'user_instruments_proficiency_level_check',
      sql`${table.proficiencyLevel} in (${sql.raw(PROFICIENCY_LEVELS.join(', '))})`,
    ),
    check('user_instruments_priority_check', sql`${table.priority} >= 0`),
  ],
);

/** Genre entries (part 1 §3): a person's are genre_type 'profile'. */
export const userGenres = pgTable(
  'user_genres',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    genreId: text('genre_id')
      .notNull()
      .references(() => genres.id),
    genreType: text('genre_type').notNull().default('profile'),
    playerType: text('player_type'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.genreType, table.genreId] }),
    index('user_genres_genre_idx').on(table.genreId, table.userId),
  ],
);

/** Bands on a person (part 1 §3: id, name, website). */
export const bands = pgTable(
  'bands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    website: text('website'),
    position: smallint('position').notNull().default(0),
  },
  (table) => [index('bands_user_id_idx').on(table.userId, table.position)],
);

/**
 * Performance samples (part 1 §3): a recording made in Backline ('backline', a claimed
 * recording with id and name) or a link to soundcloud or youtube.
 */
export const performanceSamples = pgTable(
  'performance_samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text('service_type', { enum: PERFORMANCE_SAMPLE_SERVICE_TYPES }).notNull(),
    /** The recording's id; recordings are not stored yet, so no foreign key. */
    claimedRecordingId: uuid('claimed_recording_id'),
    claimedRecordingName: text('claimed_recording_name'),
    url: text('url'),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    index('performance_samples_user_id_idx').on(table.userId, table.position),
    check(
      'performance_samples_service_type_check',
      textOneOf(table.serviceType, PERFORMANCE_SAMPLE_SERVICE_TYPES),
    ),
    check(
      'performance_samples_target_check',
      sql`(${table.serviceType} = 'backline') = (${table.claimedRecordingId} is not null) and (${table.serviceType} = 'backline' or ${table.url} is not null)`,
    ),
  ],
);

/** Online presences (part 1 §3): a service and the username there. */
export const onlinePresences = pgTable(
  'online_presences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text('service_type', { enum: ONLINE_PRESENCE_SERVICE_TYPES }).notNull(),
    username: text('username').notNull(),
  },
  (table) => [
    unique('online_presences_user_service_username_key').on(
      table.userId,
      table.serviceType,
      table.username,
    ),
    check(
      'online_presences_service_type_check',
      textOneOf(table.serviceType, ONLINE_PRESENCE_SERVICE_TYPES),
    ),
  ],
);

/**
 * Internet latencies the desktop app measured between two people (one row per unordered pair,
 * `user_a_id < user_b_id`). A pair without a row falls back to the estimate from the two
 * locations (`estimateInternetLatency` in @backline/domain); a measurement always wins.
 */
export const userLatencies = pgTable(
  'user_latencies',
  {
    userAId: uuid('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: uuid('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One-way internet latency in ms. */
    internetLatency: real('internet_latency').notNull(),
    measuredAt: instant('measured_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userAId, table.userBId] }),
    index('user_latencies_user_b_idx').on(table.userBId, table.userAId),
    check('user_latencies_pair_order_check', sql`${table.userAId} < ${table.userBId}`),
    check('user_latencies_internet_latency_check', sql`${table.internetLatency} >= 0`),
  ],
);

/**
 * Each person's lists as Person (part 1 §3) shows them, one JSON array per list, so a page of
 * the people search reads one row per person instead of aggregating five tables (decision 024).
 * Derived data: the triggers of migration 0015 rewrite a person's row in the statement that
 * changes their instruments, genres, bands, samples or presences (whoever writes them: the
 * profile service, demo data, tests), and every row that names an instrument or genre whose
 * description or order changes. No row reads as empty lists.
 */
export const personLists = pgTable('person_lists', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  instruments: json('instruments').notNull(),
  genres: json('genres').notNull(),
  bands: json('bands').notNull(),
  performanceSamples: json('performance_samples').notNull(),
  onlinePresences: json('online_presences').notNull(),
});
