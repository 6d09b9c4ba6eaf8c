import {
  formatNotificationMessage,
  type LiveNotification,
  NOTIFICATION_KINDS,
  type NotificationsPage,
  nextPageOffset,
} from '@backline/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { type Db, queryRows, type Tx } from '../db/client';
import { notifications } from '../db/schema';
import { lockLiveStreams } from '../live/streamOrder';
import { isoOf, presentUserSummary, userSummaryJsonSql } from './people';

/*
 * Notifications (part 1 §3): written by the flows that cause them (friend requests, text
 * messages, sessions), read as pages (GET my_notifications) and live (GET /events).
 * `formatted_msg` is composed when read, from the kind and the source user's current name.
 */

export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'createdAt'>;

/**
 * Writes a notification inside the caller's transaction (after locking the person's
 * notification stream, so ids commit in order: live/streamOrder.ts); publish it after the
 * commit.
 */
export async function insertNotification(
  tx: Tx,
  clock: Clock,
  notification: NewNotification,
): Promise<number> {
  await lockLiveStreams(tx, [{ type: 'notification', key: notification.userId }]);
  const [row] = await tx
    .insert(notifications)
    .values({ ...notification, createdAt: clock.now() })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insert into notifications returned no row');
  return Number(row.id);
}

interface NotificationRow {
  id: string;
  description: string;
  created_at: Date | string;
  read_at: Date | string | null;
  source_user_id: string | null;
  source_user: Parameters<typeof presentUserSummary>[0] | string | null;
  message: string | null;
  friend_request_id: string | null;
  friend_request_status: string | null;
  session_id: string | null;
  text_message_id: string | null;
}

function presentNotification(row: NotificationRow): LiveNotification {
  const source =
    typeof row.source_user === 'string'
      ? (JSON.parse(row.source_user) as Parameters<typeof presentUserSummary>[0])
      : row.source_user;
  const sourceUser = source ? presentUserSummary(source) : null;
  return {
    id: row.id,
    notification_id: row.id,
    description: row.description,
    formatted_msg: formatNotificationMessage(row.description, sourceUser?.name ?? null),
    created_at: isoOf(row.created_at),
    read_at: row.read_at === null ? null : isoOf(row.read_at),
    source_user_id: row.source_user_id,
    source_user: sourceUser,
    message: row.message,
    friend_request_id: row.friend_request_id,
    ...(row.description === NOTIFICATION_KINDS.friendRequest && row.friend_request_id
      ? { accepted: row.friend_request_status === 'accept' }
      : {}),
    session_id: row.session_id,
    text_message_id: row.text_message_id,
  };
}

function selectNotifications(where: SQL, order: SQL, page: SQL) {
  return sql`select n.id::text as id, n.description, n.created_at, n.read_at, n.source_user_id,
      case when s.id is null then null else ${userSummaryJsonSql('s')} end as source_user,
      n.message, n.friend_request_id, fr.status as friend_request_status, n.session_id,
      n.text_message_id::text as text_message_id
    from notifications n
    left join users s on s.id = n.source_user_id
    left join friend_requests fr on fr.id = n.friend_request_id
    where ${where} order by ${order} ${page}`;
}

/** GET /users/{id}/my_notifications: newest first, `next` null after the last page. */
export async function listNotifications(
  db: Db,
  userId: string,
  offset: number,
  limit: number,
): Promise<NotificationsPage> {
  const [rows, [unread]] = await Promise.all([
    queryRows<NotificationRow>(
      db,
      selectNotifications(
        sql`n.user_id = ${userId}`,
        sql`n.id desc`,
        sql`limit ${limit} offset ${offset}`,
      ),
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from notifications where user_id = ${userId} and read_at is null`,
    ),
  ]);
  return {
    notifications: rows.map(presentNotification),
    next: nextPageOffset(offset, rows.length, limit),
    unread_total: Number(unread?.total ?? 0),
  };
}

/** The notifications of a person written after `afterId`, oldest first (live replay). */
export async function notificationsAfter(
  db: Db,
  userId: string,
  afterId: number,
  limit: number,
): Promise<LiveNotification[]> {
  const rows = await queryRows<NotificationRow>(
    db,
    selectNotifications(
      sql`n.user_id = ${userId} and n.id > ${afterId}`,
      sql`n.id`,
      sql`limit ${limit}`,
    ),
  );
  return rows.map(presentNotification);
}

/** The newest notification id of a person (0 without any): where a fresh live stream starts. */
export async function latestNotificationId(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ id: string | null }>(
    db,
    sql`select max(id)::text as id from notifications where user_id = ${userId}`,
  );
  return Number(row?.id ?? 0);
}

/**
 * Opening the bell's dropdown marks every unread notification read (part 1 §4); reading the
 * thread with one person (`fromUserId`) marks the notifications of their messages read.
 */
export async function markNotificationsRead(
  db: Db,
  clock: Clock,
  userId: string,
  fromUserId?: string,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        fromUserId === undefined
          ? undefined
          : and(
              eq(notifications.sourceUserId, fromUserId),
              eq(notifications.description, NOTIFICATION_KINDS.textMessage),
            ),
      ),
    );
}

/** Deletes one of the person's notifications; false when they have none with that id. */
export async function deleteNotification(db: Db, userId: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}
