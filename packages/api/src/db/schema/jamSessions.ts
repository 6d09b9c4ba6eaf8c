import { LOBBY_CHANNEL } from '@backline/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { genres, instruments } from './reference';
import { users } from './users';

/**
 * Live sessions (part 1 §3 Session). Privacy is stored as the spec's two flags; the domain maps
 * the three options onto them (`sessionAccessFor`, `sessionPrivacyOf`). A session is open until
 * `ended_at`; it is active (`active_music_session`) while someone is in it.
 */
export const musicSessions = pgTable(
  'music_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    musicianAccess: boolean('musician_access').notNull(),
    approvalRequired: boolean('approval_required').notNull(),
    genreId: text('genre_id').references(() => genres.id),
    /**
     * The owner's key for this creation (`client_id` or `Idempotency-Key`): a retry of a
     * creation whose answer was lost answers the session already made.
     */
    clientId: text('client_id'),
    createdAt: instant('created_at').notNull(),
    endedAt: instant('ended_at'),
  },
  (table) => [
    uniqueIndex('music_sessions_client_idx')
      .on(table.ownerId, table.clientId)
      .where(sql`${table.clientId} is not null`),
    // GET /sessions and its friends/public/inactive variants list open sessions, newest first.
    index('music_sessions_open_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.endedAt} is null`),
    index('music_sessions_owner_idx').on(table.ownerId),
    // Approval only makes sense when musicians other than the invited may ask to join.
    check(
      'music_sessions_access_check',
      sql`${table.musicianAccess} or not ${table.approvalRequired}`,
    ),
  ],
);

/** Invitations (part 1 §3 Session: invitations with receiver_id). */
export const sessionInvitations = pgTable(
  'session_invitations',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => musicSessions.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.receiverId] }),
    index('session_invitations_receiver_idx').on(table.receiverId),
  ],
);

export const SESSION_JOIN_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type SessionJoinRequestStatus = (typeof SESSION_JOIN_REQUEST_STATUSES)[number];

/** Requests to join a private session with approval (part 1 §4 Join session). */
export const sessionJoinRequests = pgTable(
  'session_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => musicSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SESSION_JOIN_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: instant('created_at').notNull(),
    decidedAt: instant('decided_at'),
  },
  (table) => [
    uniqueIndex('session_join_requests_pending_key')
      .on(table.sessionId, table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('session_join_requests_user_idx').on(table.userId),
    check(
      'session_join_requests_status_check',
      sql`${table.status} in ('pending', 'approved', 'declined')`,
    ),
  ],
);

/**
 * Who is in a session now (`left_at` null) or was (`left_at` set): part 1 §3
 * active_music_session.participants. A person is in at most one session at a time.
 */
export const sessionParticipants = pgTable(
  'session_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => musicSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: instant('joined_at').notNull(),
    leftAt: instant('left_at'),
  },
  (table) => [
    index('session_participants_session_idx')
      .on(table.sessionId)
      .where(sql`${table.leftAt} is null`),
    uniqueIndex('session_participants_one_live_session_key')
      .on(table.userId)
      .where(sql`${table.leftAt} is null`),
  ],
);

/** A participant's tracks (part 1 §3: tracks with id, instrument_id, instrument). */
export const sessionParticipantTracks = pgTable(
  'session_participant_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => sessionParticipants.id, { onDelete: 'cascade' }),
    instrumentId: text('instrument_id')
      .notNull()
      .references(() => instruments.id),
  },
  (table) => [index('session_participant_tracks_participant_idx').on(table.participantId)],
);

/**
 * Session history (part 1 §3 Session history row): one row per person per past session, written
 * when they leave. `instruments` keeps the names they played, pipe-separated, as they were then;
 * `left_at - created_at` is the time played (play-time allowance, part 2 §9).
 */
export const sessionHistory = pgTable(
  'session_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => musicSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instruments: text('instruments').notNull().default(''),
    /** When this person joined. */
    createdAt: instant('created_at').notNull(),
    leftAt: instant('left_at').notNull(),
  },
  (table) => [
    index('session_history_user_idx').on(table.userId, table.createdAt.desc()),
    index('session_history_session_idx').on(table.sessionId),
    check('session_history_interval_check', sql`${table.leftAt} >= ${table.createdAt}`),
  ],
);

/** Lobby chat (part 1 §3 Lobby chat message, type CHAT_MESSAGE); the id is the event id. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull().default(LOBBY_CHANNEL),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** The sender's own id for the message, echoed so its pending copy is replaced. */
    clientId: text('client_id'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('chat_messages_channel_idx').on(table.channel, table.id.desc()),
    // A line sent again with the same client_id (a retry after a cut connection) is stored once.
    uniqueIndex('chat_messages_client_idx')
      .on(table.userId, table.clientId)
      .where(sql`${table.clientId} is not null`),
  ],
);
