import {
  COMMITMENTS,
  COWRITING_PURPOSES,
  type Commitment,
  type CowritingPurpose,
  RECORDING_PREFS,
  type RecordingPref,
  SKILL_LEVEL_LABELS,
  type SkillLevel,
} from '@backline/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** `column in (…)` for a list of numbers the domain owns; the list is ours, never input. */
const oneOf = (column: unknown, values: readonly number[]) =>
  sql`${column} in (${sql.raw(values.join(', '))})`;
const skillLevels = Object.keys(SKILL_LEVEL_LABELS).map(Number);

/**
 * Every account is a musician: the Person and Profile fields of part 1 §3 live on this row, so a
 * new sign-up is a complete (if empty) profile and the people search reads one table. The
 * instruments, genres, bands, samples and presences are child tables (src/db/schema/people.ts).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored trimmed and lower-cased: one account per address however it is typed. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: instant('email_confirmed_at'),
    photoUrl: text('photo_url'),
    v2PhotoUploaded: boolean('v2_photo_uploaded').notNull().default(false),
    v2PhotoUrl: text('v2_photo_url'),
    termsAcceptedAt: instant('terms_accepted_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),

    biography: text('biography'),
    website: text('website'),
    /** Person details' skill (domain SKILL_LEVEL_LABELS: 1 Amateur, 2 Professional). */
    skillLevel: smallint('skill_level').$type<SkillLevel>(),
    /** ISO 3166-1 alpha-2, the `countrycode` of GET /countries. */
    country: text('country'),
    /** The `region` code of GET /regions; the Profile (part 1 §3) calls it `state`. */
    state: text('state'),
    /** A city name of GET /cities. */
    city: text('city'),
    /** Where the musician plays from, for the distance-based latency estimate (degrees). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The audio interface's latency in ms as the desktop app measured it; null until then. */
    audioLatency: real('audio_latency'),
    /** Last request or presence ping; `last_active_timestamp` of a Person. */
    lastActiveAt: instant('last_active_at'),
    /**
     * Presence: online while `online` is set and `presence_expires_at` is unset or ahead. Pings
     * (app_interactions) set both; an expiry that passes means the pings stopped. A null expiry
     * never lapses: the demo musicians, who never ping, stay online.
     */
    online: boolean('online').notNull().default(false),
    presenceExpiresAt: instant('presence_expires_at'),

    // Interest flags (part 1 §3; field names as the domain's PersonInterests).
    paidSessions: boolean('paid_sessions').notNull().default(false),
    /** Cents. */
    paidSessionsHourlyRate: integer('paid_sessions_hourly_rate'),
    /** Cents. */
    paidSessionsDailyRate: integer('paid_sessions_daily_rate'),
    freeSessions: boolean('free_sessions').notNull().default(false),
    cowriting: boolean('cowriting').notNull().default(false),
    cowritingPurpose: smallint('cowriting_purpose').$type<CowritingPurpose>(),
    traditionalBand: boolean('traditional_band').notNull().default(false),
    traditionalBandCommitment: smallint('traditional_band_commitment').$type<Commitment>(),
    traditionalBandTouring: boolean('traditional_band_touring'),
    virtualBand: boolean('virtual_band').notNull().default(false),
    virtualBandCommitment: smallint('virtual_band_commitment').$type<Commitment>(),

    subscribeEmail: boolean('subscribe_email').notNull().default(true),
    acceptDesktopNotifications: boolean('accept_desktop_notifications').notNull().default(false),
    recordingPref: smallint('recording_pref')
      .$type<RecordingPref>()
      .notNull()
      .default(RECORDING_PREFS.none),
  },
  (table) => [
    // People search (POST /filter): the default search walks the newest-active first and
    // stops after a page; "joined within" is a range on created_at. The index serves only
    // `order by last_active_at desc nulls last, id` (plain `desc` means nulls first).
    index('users_last_active_at_idx').on(table.lastActiveAt.desc().nullsLast(), table.id),
    index('users_created_at_idx').on(table.createdAt),
    // from_location lists the nearest places first: a GiST KNN order on the location point,
    // core PostgreSQL, no extension (latency bands use no bounding box: services/peopleSearch.ts).
    index('users_location_idx').using('gist', sql`point(${table.longitude}, ${table.latitude})`),
    index('users_place_idx').on(table.country, table.state, table.city),
    // Name search by prefix ("Luc" finds Lucía), case-insensitive. last_active_at second: the
    // search always bounds it (default: active within 30 days), and the index checks that bound
    // itself, so a common prefix reads half the rows from the table (decision 024).
    index('users_first_name_prefix_idx').using(
      'btree',
      sql`lower(${table.firstName}) text_pattern_ops`,
      table.lastActiveAt,
    ),
    index('users_last_name_prefix_idx').using(
      'btree',
      sql`lower(${table.lastName}) text_pattern_ops`,
      table.lastActiveAt,
    ),
    // The lobby's online musicians and online friends.
    index('users_online_idx').on(table.lastActiveAt).where(sql`${table.online}`),
    check('users_skill_level_check', oneOf(table.skillLevel, skillLevels)),
    check('users_cowriting_purpose_check', oneOf(table.cowritingPurpose, COWRITING_PURPOSES)),
    check(
      'users_traditional_band_commitment_check',
      oneOf(table.traditionalBandCommitment, COMMITMENTS),
    ),
    check('users_virtual_band_commitment_check', oneOf(table.virtualBandCommitment, COMMITMENTS)),
    check('users_recording_pref_check', oneOf(table.recordingPref, Object.values(RECORDING_PREFS))),
    check(
      'users_rates_check',
      sql`${table.paidSessionsHourlyRate} >= 0 and ${table.paidSessionsDailyRate} >= 0`,
    ),
    check('users_latitude_check', sql`${table.latitude} between -90 and 90`),
    check('users_longitude_check', sql`${table.longitude} between -180 and 180`),
    check('users_audio_latency_check', sql`${table.audioLatency} >= 0`),
  ],
);

/** Signed-in browsers. The cookie carries the id; only its SHA-256 is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Remember me": a cookie that outlives the browser session, and a longer lifetime. */
    persistent: boolean('persistent').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

export const tokenPurposes = ['confirm_email', 'reset_password', 'change_email'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/**
 * Links mailed to people (confirm the address, reset the password, confirm a new address):
 * hashed, single use.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: tokenPurposes }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    /** `change_email` only: the address the account moves to once the link is confirmed. */
    newEmail: text('new_email'),
  },
  (table) => [
    index('user_tokens_user_id_purpose_idx').on(table.userId, table.purpose),
    check(
      'user_tokens_purpose_check',
      sql`${table.purpose} in ('confirm_email', 'reset_password', 'change_email')`,
    ),
    check(
      'user_tokens_new_email_check',
      sql`(${table.purpose} = 'change_email') = (${table.newEmail} is not null)`,
    ),
  ],
);
