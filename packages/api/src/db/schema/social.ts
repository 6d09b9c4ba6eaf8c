import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { musicSessions } from './jamSessions';
import { users } from './users';

/**
 * Friendship is symmetric: each pair is stored twice, (a, b) and (b, a), so "the friends of X"
 * is one index range and "is X a friend of Y" one key lookup. The self-referencing foreign key
 * makes the database hold the symmetry: a row without its mirror cannot commit (insert both in
 * one statement), and deleting either row deletes the other.
 */
export const friendships = pgTable(
  'friendships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.friendId] }),
    foreignKey({
      name: 'friendships_mirror_fkey',
      columns: [table.friendId, table.userId],
      foreignColumns: [table.userId, table.friendId],
    }).onDelete('cascade'),
    check('friendships_not_self_check', sql`${table.userId} <> ${table.friendId}`),
  ],
);

/** Friend request statuses: the spec's answer is `accept` (part 1 §3); pending until then. */
export const FRIEND_REQUEST_STATUSES = ['pending', 'accept'] as const;
export type FriendRequestStatus = (typeof FRIEND_REQUEST_STATUSES)[number];

/** Friend requests (part 1 §3: friend_request_id, status): `user_id` asked `friend_id`. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FRIEND_REQUEST_STATUSES }).notNull().default('pending'),
    /**
     * The requester's key for this request (`client_id` or `Idempotency-Key`): a retry of a
     * request whose answer was lost finds the stored one instead of a 409.
     */
    clientId: text('client_id'),
    createdAt: instant('created_at').notNull(),
    respondedAt: instant('responded_at'),
  },
  (table) => [
    uniqueIndex('friend_requests_client_idx')
      .on(table.userId, table.clientId)
      .where(sql`${table.clientId} is not null`),
    index('friend_requests_friend_id_idx').on(table.friendId, table.status),
    index('friend_requests_user_id_idx').on(table.userId, table.status),
    // One pending request per pair, whichever way it was sent.
    uniqueIndex('friend_requests_pending_pair_key')
      .on(
        sql`least(${table.userId}, ${table.friendId})`,
        sql`greatest(${table.userId}, ${table.friendId})`,
      )
      .where(sql`${table.status} = 'pending'`),
    check('friend_requests_status_check', sql`${table.status} in ('pending', 'accept')`),
    check('friend_requests_not_self_check', sql`${table.userId} <> ${table.friendId}`),
  ],
);

/**
 * Direct text messages (part 1 §3). The id is a sequence: newest last, and the id of the live
 * event (`Last-Event-ID` replays what came after it).
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceUserId: uuid('source_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /**
     * The sender's key for this message (`Idempotency-Key` or `client_id`): a retry of a send
     * whose answer was lost finds the stored message instead of sending it twice.
     */
    clientId: text('client_id'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('text_messages_client_idx')
      .on(table.sourceUserId, table.clientId)
      .where(sql`${table.clientId} is not null`),
    // A thread, newest first (GET /text_messages pages by 10): query with the same
    // least/greatest expressions so this index serves it.
    index('text_messages_pair_idx').on(
      sql`least(${table.sourceUserId}, ${table.targetUserId})`,
      sql`greatest(${table.sourceUserId}, ${table.targetUserId})`,
      table.id.desc(),
    ),
    // What reached a person after an event id (live replay), and what they sent (their other
    // browsers' replay: the events stream carries both sides of a thread).
    index('text_messages_target_idx').on(table.targetUserId, table.id),
    index('text_messages_source_idx').on(table.sourceUserId, table.id),
    check('text_messages_not_self_check', sql`${table.sourceUserId} <> ${table.targetUserId}`),
  ],
);

/** Notification kinds (the domain's list): `description` is not constrained, "others may appear". */
export { NOTIFICATION_KINDS } from '@backline/domain';

/**
 * Notifications (part 1 §3) of `user_id`. `formatted_msg` is composed when read, from the
 * kind, the source user and the message; the id is a sequence (newest first by id, live event
 * id). The referenced request, message or session takes its notifications with it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    sourceUserId: uuid('source_user_id').references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    friendRequestId: uuid('friend_request_id').references(() => friendRequests.id, {
      onDelete: 'cascade',
    }),
    sessionId: uuid('session_id').references(() => musicSessions.id, { onDelete: 'cascade' }),
    textMessageId: bigint('text_message_id', { mode: 'number' }).references(() => textMessages.id, {
      onDelete: 'cascade',
    }),
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (table) => [
    index('notifications_user_id_idx').on(table.userId, table.id.desc()),
    // unread_total without reading the read ones.
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    index('notifications_friend_request_idx').on(table.friendRequestId),
    index('notifications_text_message_idx').on(table.textMessageId),
    index('notifications_session_idx').on(table.sessionId),
  ],
);
