import {
  NOTIFICATION_KINDS,
  nextPageOffset,
  type TextMessage,
  type TextMessagesPage,
} from '@backline/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/client';
import { notifications, textMessages, users } from '../db/schema';
import type { ApiDeps } from '../deps';
import { publishLive } from '../live/publish';
import { lockLiveStreams } from '../live/streamOrder';
import type { RateRule } from '../security/rateLimit';
import { ServiceError } from './errors';
import { insertNotification } from './notifications';
import { isoOf, presentUserSummary, userSummaryJsonSql } from './people';

/*
 * Direct text messages (part 1 §3, §7). A thread is read newest first in pages of 10 through
 * text_messages_pair_idx (least/greatest of the two ids); sending writes the message and a
 * TEXT_MESSAGE notification for the target in one transaction, then publishes both.
 */

export const TEXT_MESSAGE_ERRORS = {
  notYours: 'You can only send messages as yourself.',
  unknownTarget: 'There is no such person.',
  toYourself: 'You cannot send a message to yourself.',
  tooFast: 'You are sending messages too quickly. Please wait a moment and try again.',
  keyReused: 'This client_id was already used for a message to someone else.',
} as const;

const MINUTE = 60_000;

/**
 * How fast one person may send (a new account sent 101 messages to a stranger in
 * seconds). Every sender counts per minute and per hour; an account whose email is not
 * confirmed yet counts against tighter limits as well, so a throwaway account cannot flood.
 */
export const TEXT_MESSAGE_RATE_RULES = {
  perMinute: { name: 'text-message-minute', limit: 30, windowMs: MINUTE },
  perHour: { name: 'text-message-hour', limit: 300, windowMs: 60 * MINUTE },
  unconfirmedPerMinute: { name: 'text-message-unconfirmed-minute', limit: 10, windowMs: MINUTE },
  unconfirmedPerHour: { name: 'text-message-unconfirmed-hour', limit: 50, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;

/** Counts one message of `sender` against its limits; 429 with Retry-After past any of them. */
async function countSend(
  deps: Pick<ApiDeps, 'rateLimiter'>,
  sender: { id: string; emailConfirmed: boolean },
) {
  const rules: RateRule[] = [TEXT_MESSAGE_RATE_RULES.perMinute, TEXT_MESSAGE_RATE_RULES.perHour];
  if (!sender.emailConfirmed) {
    rules.push(
      TEXT_MESSAGE_RATE_RULES.unconfirmedPerMinute,
      TEXT_MESSAGE_RATE_RULES.unconfirmedPerHour,
    );
  }
  let retryAfterSeconds = 0;
  for (const rule of rules) {
    const check = await deps.rateLimiter.hit(rule, sender.id);
    if (!check.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, check.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) {
    throw new ServiceError(
      'tooManyAttempts',
      { errors: { message: [TEXT_MESSAGE_ERRORS.tooFast] } },
      retryAfterSeconds,
    );
  }
}

type SummaryColumns = Parameters<typeof presentUserSummary>[0];

interface TextMessageRow {
  id: string;
  message: string;
  source_user_id: string;
  target_user_id: string;
  source_user: SummaryColumns | string;
  target_user: SummaryColumns | string;
  created_at: Date | string;
}

const summary = (value: SummaryColumns | string) =>
  presentUserSummary(typeof value === 'string' ? (JSON.parse(value) as SummaryColumns) : value);

function presentTextMessage(row: TextMessageRow): TextMessage {
  return {
    id: row.id,
    message: row.message,
    source_user_id: row.source_user_id,
    target_user_id: row.target_user_id,
    source_user: summary(row.source_user),
    target_user: summary(row.target_user),
    created_at: isoOf(row.created_at),
  };
}

function selectTextMessages(where: SQL, order: SQL, page: SQL) {
  return sql`select t.id::text as id, t.message, t.source_user_id, t.target_user_id,
      ${userSummaryJsonSql('s')} as source_user, ${userSummaryJsonSql('r')} as target_user,
      t.created_at
    from text_messages t
    join users s on s.id = t.source_user_id
    join users r on r.id = t.target_user_id
    where ${where} order by ${order} ${page}`;
}

/** A page of the thread between two people, newest first; `next` is the older page's offset. */
export async function listThread(
  db: Db,
  userId: string,
  otherId: string,
  offset: number,
  limit: number,
): Promise<TextMessagesPage> {
  const rows = await queryRows<TextMessageRow>(
    db,
    selectTextMessages(
      sql`least(t.source_user_id, t.target_user_id) = least(${userId}::uuid, ${otherId}::uuid)
        and greatest(t.source_user_id, t.target_user_id) = greatest(${userId}::uuid, ${otherId}::uuid)`,
      sql`least(t.source_user_id, t.target_user_id), greatest(t.source_user_id, t.target_user_id), t.id desc`,
      sql`limit ${limit} offset ${offset}`,
    ),
  );
  return {
    text_messages: rows.map(presentTextMessage),
    next: nextPageOffset(offset, rows.length, limit),
  };
}

/** Messages to or from a person after `afterId`, oldest first (live replay). */
export async function textMessagesAfter(
  db: Db,
  userId: string,
  afterId: number,
  limit: number,
): Promise<TextMessage[]> {
  const rows = await queryRows<TextMessageRow>(
    db,
    selectTextMessages(
      sql`(t.target_user_id = ${userId} or t.source_user_id = ${userId}) and t.id > ${afterId}`,
      sql`t.id`,
      sql`limit ${limit}`,
    ),
  );
  return rows.map(presentTextMessage);
}

/** The newest message id to or from a person (0 without any): where a fresh stream starts. */
export async function latestTextMessageId(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ id: string | null }>(
    db,
    sql`select greatest(
        (select max(id) from text_messages where target_user_id = ${userId}),
        (select max(id) from text_messages where source_user_id = ${userId}))::text as id`,
  );
  return Number(row?.id ?? 0);
}

/**
 * Sends a message from the signed-in user (`sender`) to `targetId`: 404 for nobody, 422 to
 * oneself, 429 past the sender's rate limits (`TEXT_MESSAGE_RATE_RULES`). Publishes the message
 * to both people's streams and the notification to the target.
 */
/** The id of the message `senderId` sent with `clientId`, or null; 422 if it went elsewhere. */
async function sentWithKey(
  db: Db | Tx,
  senderId: string,
  clientId: string,
  targetId: string,
): Promise<number | null> {
  const [earlier] = await db
    .select({ id: textMessages.id, targetUserId: textMessages.targetUserId })
    .from(textMessages)
    .where(and(eq(textMessages.sourceUserId, senderId), eq(textMessages.clientId, clientId)));
  if (!earlier) return null;
  if (earlier.targetUserId !== targetId) {
    throw new ServiceError('refused', { errors: { client_id: [TEXT_MESSAGE_ERRORS.keyReused] } });
  }
  return Number(earlier.id);
}

export async function sendTextMessage(
  deps: Pick<ApiDeps, 'db' | 'clock' | 'bus' | 'logger' | 'rateLimiter'>,
  sender: { id: string; emailConfirmed: boolean },
  targetId: string,
  message: string,
  /** The sender's key for this message: sent again, it answers the message already stored. */
  clientId?: string,
): Promise<TextMessage> {
  const senderId = sender.id;
  if (targetId === senderId) {
    throw new ServiceError('refused', {
      errors: { target_user_id: [TEXT_MESSAGE_ERRORS.toYourself] },
    });
  }
  // A send repeated after a lost answer gets the stored message, without counting again.
  const repeated = clientId ? await sentWithKey(deps.db, senderId, clientId, targetId) : null;
  if (repeated === null) await countSend(deps, sender);
  const { messageId, notificationId } = await deps.db.transaction(async (tx) => {
    // Both people's message streams and the target's notifications: ids commit in order.
    // Holding the sender's stream also makes two sends with one key wait for each other.
    await lockLiveStreams(tx, [
      { type: 'text_message', key: senderId },
      { type: 'text_message', key: targetId },
      { type: 'notification', key: targetId },
    ]);
    const earlier = clientId ? await sentWithKey(tx, senderId, clientId, targetId) : null;
    if (earlier !== null) {
      const [notification] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.textMessageId, earlier));
      return { messageId: earlier, notificationId: notification ? Number(notification.id) : null };
    }
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, targetId));
    if (!target) {
      throw new ServiceError('notFound', {
        errors: { target_user_id: [TEXT_MESSAGE_ERRORS.unknownTarget] },
      });
    }
    const [row] = await tx
      .insert(textMessages)
      .values({
        sourceUserId: senderId,
        targetUserId: targetId,
        message,
        clientId: clientId ?? null,
        createdAt: deps.clock.now(),
      })
      .returning({ id: textMessages.id });
    if (!row) throw new Error('insert into text_messages returned no row');
    const id = Number(row.id);
    const notification = await insertNotification(tx, deps.clock, {
      userId: targetId,
      description: NOTIFICATION_KINDS.textMessage,
      sourceUserId: senderId,
      message,
      textMessageId: id,
    });
    return { messageId: id, notificationId: notification };
  });
  // A keyed repeat announces the stored message again: its first announcement may be what was
  // lost with the answer, and every reader sends a row id once however often it hears it.
  await publishLive(deps, [
    { type: 'text_message', userId: targetId, id: messageId },
    { type: 'text_message', userId: senderId, id: messageId },
    ...(notificationId === null
      ? []
      : [{ type: 'notification' as const, userId: targetId, id: notificationId }]),
  ]);
  const [sent] = await queryRows<TextMessageRow>(
    deps.db,
    selectTextMessages(sql`t.id = ${messageId}`, sql`t.id`, sql``),
  );
  if (!sent) throw new Error('the message just sent is missing');
  return presentTextMessage(sent);
}
