import { type StudioSection, TRACK_TYPES, type TrackType } from '@backline/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { genres, instruments } from './reference';

/**
 * The JamTracks catalogue (part 2 §3 JamTrack). `purchased`, `added_cart` and `can_download`
 * are per person and come from purchases and cart items; mixdowns and packages belong to the
 * player. Prices are cents.
 */
export const jamTracks = pgTable(
  'jam_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameSlug: text('name_slug').notNull(),
    /** Unique across the catalogue: artist and song slugs joined (`queen-under-pressure`). */
    slug: text('slug').notNull().unique(),
    originalArtist: text('original_artist').notNull(),
    originalArtistSlug: text('original_artist_slug').notNull(),
    genreId: text('genre_id').references(() => genres.id),
    /** Cents. */
    downloadPrice: integer('download_price').notNull(),
    /** May be the free first JamTrack of a new user (part 2 §2 "Get it free"). */
    allowFree: boolean('allow_free').notNull().default(true),
    /** Hidden from search and the cart while false; owners keep it. */
    available: boolean('available').notNull().default(true),
    /** Beats per minute and key of the original: the count-in and the synthesised stems use them. */
    tempoBpm: smallint('tempo_bpm'),
    musicalKey: text('musical_key'),
    /** Seconds of the master; null until the audio is rendered. */
    durationSeconds: integer('duration_seconds'),
    /** Year of the original recording, shown on the catalogue PDF. */
    releaseYear: smallint('release_year'),
    /** The song's sections for the studio: synthesised or imported; null when unknown. */
    sections: jsonb('sections').$type<StudioSection[]>(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    // Search by artist (GET /jamtracks?artist=) and the default order: artist, then song.
    index('jam_tracks_artist_idx').on(table.originalArtistSlug, table.nameSlug),
    index('jam_tracks_name_slug_idx').on(table.nameSlug),
    // Autocomplete by prefix, case-insensitive.
    index('jam_tracks_name_prefix_idx').using('btree', sql`lower(${table.name}) text_pattern_ops`),
    index('jam_tracks_artist_prefix_idx').using(
      'btree',
      sql`lower(${table.originalArtist}) text_pattern_ops`,
    ),
    check('jam_tracks_download_price_check', sql`${table.downloadPrice} >= 0`),
    check('jam_tracks_tempo_check', sql`${table.tempoBpm} between 20 and 300`),
  ],
);

/**
 * The tracks of a JamTrack (part 2 §3 Track): one Master, the instrument stems (Track) and a
 * Click, in `position` order. The audio part fills `audio_file` (key in the files
 * store of the full-length stem) and `preview_mp3_url` once rendered; both are null before.
 */
export const jamTrackTracks = pgTable(
  'jam_track_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jamTrackId: uuid('jam_track_id')
      .notNull()
      .references(() => jamTracks.id, { onDelete: 'cascade' }),
    trackType: text('track_type').$type<TrackType>().notNull(),
    /** The part the stem plays ("Lead", "Rhythm", "Vocal line"); null for Master and Click. */
    part: text('part'),
    /** The instrument (part 2 §3 `instrument.description`); null for Master and Click. */
    instrumentId: text('instrument_id').references(() => instruments.id),
    position: smallint('position').notNull(),
    previewMp3Url: text('preview_mp3_url'),
    audioFile: text('audio_file'),
    /**
     * Waveform peaks for the studio: base64 of STUDIO_PEAK_BUCKETS × (min, max) signed
     * bytes, computed when the audio is synthesised or imported; null before.
     */
    peaks: text('peaks'),
  },
  (table) => [
    uniqueIndex('jam_track_tracks_position_key').on(table.jamTrackId, table.position),
    // One Master per JamTrack.
    uniqueIndex('jam_track_tracks_master_key')
      .on(table.jamTrackId)
      .where(sql`${table.trackType} = 'Master'`),
    check(
      'jam_track_tracks_type_check',
      sql`${table.trackType} in (${sql.raw(TRACK_TYPES.map((t) => `'${t}'`).join(', '))})`,
    ),
  ],
);
