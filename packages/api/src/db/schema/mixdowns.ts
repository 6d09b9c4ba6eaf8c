import {
  PACKAGE_FILE_TYPES,
  type PackageFileType,
  SIGNING_STATES,
  type SigningState,
} from '@backline/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { jamTracks, jamTrackTracks } from './jamtracks';
import { users } from './users';

const oneOfText = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** The stems of a mix as the creation payload sent them (part 2 §3 settings.tracks). */
export interface MixdownTrackSetting {
  id: string;
  mute: boolean;
  /** The studio's per-stem volume, 0–1 (optional: absent plays at 1). */
  volume?: number;
}

/**
 * A person's custom mix of a JamTrack (part 2 §3 Mixdown, decision 017). The settings are the
 * creation payload's and never change, so any file rendered for them is the mix. `origin` and
 * `enqueued_at` arrive with the first enqueue.
 */
export const jamTrackMixdowns = pgTable(
  'jam_track_mixdowns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jamTrackId: uuid('jam_track_id')
      .notNull()
      .references(() => jamTracks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** settings.speed: 1 is the original tempo. */
    speed: real('speed').notNull(),
    /** settings.pitch in semitones. */
    pitch: smallint('pitch').notNull(),
    countIn: boolean('count_in').notNull(),
    /** The studio's count-in length (1 or 2 bars); null: the spec's one bar. */
    countInBars: smallint('count_in_bars'),
    /** The studio's accent on the count-in's first beat; null: equal clicks. */
    countInAccent: boolean('count_in_accent'),
    tracks: jsonb('tracks').$type<MixdownTrackSetting[]>().notNull(),
    origin: text('origin'),
    enqueuedAt: instant('enqueued_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    // The player's list (and the limit of 5) per person and JamTrack, oldest first.
    index('jam_track_mixdowns_owner_idx').on(table.userId, table.jamTrackId, table.createdAt),
    check('jam_track_mixdowns_pitch_check', sql`${table.pitch} between -12 and 12`),
    check('jam_track_mixdowns_speed_check', sql`${table.speed} > 0 and ${table.speed} <= 2`),
    check('jam_track_mixdowns_count_in_bars_check', sql`${table.countInBars} in (1, 2)`),
  ],
);

/**
 * A rendered file of a mixdown (part 2 §3 Package): one per file type, encryption and sample
 * rate. `generation` counts the enqueues: a job carries the generation it was sent for, and a
 * job of an older one (a retry overtaken by a re-queue) does nothing.
 */
export const jamTrackMixdownPackages = pgTable(
  'jam_track_mixdown_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mixdownId: uuid('mixdown_id')
      .notNull()
      .references(() => jamTrackMixdowns.id, { onDelete: 'cascade' }),
    fileType: text('file_type').$type<PackageFileType>().notNull(),
    /** null for plain variants (the only kind built). */
    encryptType: text('encrypt_type'),
    /** kHz, as the API writes it (48). */
    sampleRate: smallint('sample_rate').notNull(),
    signingState: text('signing_state').$type<SigningState>().notNull(),
    packagingSteps: smallint('packaging_steps').notNull().default(0),
    currentPackagingStep: smallint('current_packaging_step').notNull().default(0),
    /** Estimated seconds in the queue when it was queued. */
    queueTime: integer('queue_time'),
    errorReason: text('error_reason'),
    generation: integer('generation').notNull().default(1),
    /** The stored mp3 (mixdowns/<package id>.mp3) once SIGNED. */
    fileKey: text('file_key'),
    queuedAt: instant('queued_at').notNull(),
    signingStartedAt: instant('signing_started_at'),
    lastStepAt: instant('last_step_at'),
    signedAt: instant('signed_at'),
  },
  (table) => [
    uniqueIndex('jam_track_mixdown_packages_variant_key')
      .on(table.mixdownId, table.fileType, table.sampleRate)
      .where(sql`${table.encryptType} is null`),
    // The queue estimate and the timeout sweep look at unfinished packages only.
    index('jam_track_mixdown_packages_unfinished_idx')
      .on(table.signingState, table.queuedAt)
      .where(sql`${table.signingState} in ('QUEUED', 'SIGNING')`),
    check(
      'jam_track_mixdown_packages_file_type_check',
      oneOfText(table.fileType, PACKAGE_FILE_TYPES),
    ),
    check('jam_track_mixdown_packages_state_check', oneOfText(table.signingState, SIGNING_STATES)),
  ],
);

/**
 * The live `mixdown` events (decision 008's pattern): one row per change of a package, read by
 * the owner's GET /events stream after its cursor. Rows go with their mixdown.
 */
export const jamTrackMixdownUpdates = pgTable(
  'jam_track_mixdown_updates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mixdownId: uuid('mixdown_id')
      .notNull()
      .references(() => jamTrackMixdowns.id, { onDelete: 'cascade' }),
    jamTrackId: uuid('jam_track_id').notNull(),
    packageId: uuid('package_id').notNull(),
    signingState: text('signing_state').$type<SigningState>().notNull(),
    packagingSteps: smallint('packaging_steps').notNull(),
    currentPackagingStep: smallint('current_packaging_step').notNull(),
    errorReason: text('error_reason'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('jam_track_mixdown_updates_user_idx').on(table.userId, table.id)],
);

/**
 * The player's last selection per person and JamTrack (part 2 §3 last_mixdown_id,
 * last_stem_id; §4 "Each selection is recorded on the server"). A deleted mix or track clears
 * its column.
 */
export const jamTrackPlayerSelections = pgTable(
  'jam_track_player_selections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jamTrackId: uuid('jam_track_id')
      .notNull()
      .references(() => jamTracks.id, { onDelete: 'cascade' }),
    lastMixdownId: uuid('last_mixdown_id').references(() => jamTrackMixdowns.id, {
      onDelete: 'set null',
    }),
    lastStemId: uuid('last_stem_id').references(() => jamTrackTracks.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jamTrackId] })],
);

/**
 * Part 2 §4 "Web player first open": when a person first opened the JamTrack web player (the
 * progression call), behind first_opened_jamtrack_web_player of the user detail.
 */
export const jamTrackPlayerProgressions = pgTable('jam_track_player_progressions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  openedAt: instant('opened_at').notNull(),
});
