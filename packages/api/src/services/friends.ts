import {
  type FriendRequest,
  type FriendSummary,
  NOTIFICATION_KINDS,
  sortFriends,
} from '@backline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { type Db, isUniqueViolation, queryRows } from '../db/client';
import { friendRequests, friendships, users } from '../db/schema';
import type { ApiDeps } from '../deps';
import { publishLive } from '../live/publish';
import { ServiceError } from './errors';
import { insertNotification } from './notifications';
import { fullName, onlineSql } from './people';

/*
 * Friendship (part 1 §4): a request, its acceptance (both rows of the pair in one statement, see
 * decision 003) and removal. Every refusal names what is wrong in the spec's field names.
 */

export const FRIEND_ERRORS = {
  yourself: 'You cannot send a friend request to yourself.',
  unknownPerson: 'There is no such person.',
  alreadyFriends: 'You are already friends.',
  alreadyPending: 'A friend request between you is already waiting for an answer.',
  unknownRequest: 'There is no such friend request for you.',
  alreadyAccepted: 'This friend request was already accepted.',
  notFriends: 'This person is not your friend.',
  keyReused: 'This client_id was already used for a friend request to someone else.',
} as const;

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'bus' | 'logger'>;

/** GET /users/{id}/friends: the friends' ids with what the list sorts by, alphabetical. */
export async function listFriends(db: Db, clock: Clock, userId: string): Promise<FriendSummary[]> {
  const rows = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    online: boolean;
    last_active_seconds: number | null;
  }>(
    db,
    sql`select u.id, u.first_name, u.last_name, ${onlineSql(clock.now())} as online,
        floor(extract(epoch from u.last_active_at))::float8 as last_active_seconds
      from friendships f join users u on u.id = f.friend_id
      where f.user_id = ${userId}`,
  );
  return sortFriends(
    rows.map((row) => ({
      id: row.id,
      name: fullName(row.first_name, row.last_name),
      online: row.online,
      last_active_timestamp:
        row.last_active_seconds === null ? null : Number(row.last_active_seconds),
    })),
    'alphabetical',
  );
}

/**
 * The request `userId` sent with `clientId` (as it stands now), or null; 422 if that key asked
 * someone else.
 */
async function sentWithKey(
  db: Db,
  userId: string,
  clientId: string,
  friendId: string,
): Promise<FriendRequest | null> {
  const [earlier] = await db
    .select({
      id: friendRequests.id,
      friendId: friendRequests.friendId,
      status: friendRequests.status,
    })
    .from(friendRequests)
    .where(and(eq(friendRequests.userId, userId), eq(friendRequests.clientId, clientId)));
  if (!earlier) return null;
  if (earlier.friendId !== friendId) {
    throw new ServiceError('refused', { errors: { client_id: [FRIEND_ERRORS.keyReused] } });
  }
  return { friend_request_id: earlier.id, status: earlier.status };
}

/**
 * POST /users/{id}/friend_requests: asks `friendId`, who gets a FRIEND_REQUEST notification.
 * With a `clientId` the request is stored once: sent again (in turn or at once) it answers the
 * stored request, whatever became of it, rather than 409.
 */
export async function sendFriendRequest(
  deps: Deps,
  userId: string,
  friendId: string,
  clientId?: string,
): Promise<FriendRequest> {
  if (friendId === userId) {
    throw new ServiceError('refused', { errors: { friend_id: [FRIEND_ERRORS.yourself] } });
  }
  const repeated = clientId ? await sentWithKey(deps.db, userId, clientId, friendId) : null;
  if (repeated) return repeated;
  let created: { requestId: string; notificationId: number };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [friend] = await tx.select({ id: users.id }).from(users).where(eq(users.id, friendId));
      if (!friend) {
        throw new ServiceError('notFound', {
          errors: { friend_id: [FRIEND_ERRORS.unknownPerson] },
        });
      }
      const [friendship] = await tx
        .select({ userId: friendships.userId })
        .from(friendships)
        .where(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)));
      if (friendship) {
        throw new ServiceError('conflict', {
          errors: { friend_id: [FRIEND_ERRORS.alreadyFriends] },
        });
      }
      const [request] = await tx
        .insert(friendRequests)
        .values({
          userId,
          friendId,
          status: 'pending',
          clientId: clientId ?? null,
          createdAt: deps.clock.now(),
        })
        .returning({ id: friendRequests.id });
      if (!request) throw new Error('insert into friend_requests returned no row');
      const notificationId = await insertNotification(tx, deps.clock, {
        userId: friendId,
        description: NOTIFICATION_KINDS.friendRequest,
        sourceUserId: userId,
        friendRequestId: request.id,
      });
      return { requestId: request.id, notificationId };
    });
  } catch (error) {
    // A send with the same key that committed first (the insert waited for it): its request.
    const first =
      clientId && isUniqueViolation(error)
        ? await sentWithKey(deps.db, userId, clientId, friendId)
        : null;
    if (first) return first;
    // friend_requests_pending_pair_key: one pending request per pair, whichever way (also when
    // two requests race).
    if (isUniqueViolation(error)) {
      throw new ServiceError('conflict', { errors: { friend_id: [FRIEND_ERRORS.alreadyPending] } });
    }
    throw error;
  }
  await publishLive(deps, [{ type: 'notification', userId: friendId, id: created.notificationId }]);
  return { friend_request_id: created.requestId, status: 'pending' };
}

/**
 * POST /users/{id}/friend_requests/{requestId} {status: accept}: only the person asked may
 * accept. Makes the friendship and tells the requester (FRIEND_REQUEST_ACCEPTED).
 */
export async function acceptFriendRequest(
  deps: Deps,
  userId: string,
  requestId: string,
): Promise<FriendRequest> {
  const { requesterId, notificationId } = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(friendRequests)
      .where(and(eq(friendRequests.id, requestId), eq(friendRequests.friendId, userId)))
      .for('update');
    if (!request) throw new ServiceError('notFound', { error: FRIEND_ERRORS.unknownRequest });
    if (request.status === 'accept') {
      throw new ServiceError('conflict', { error: FRIEND_ERRORS.alreadyAccepted });
    }
    const now = deps.clock.now();
    await tx
      .update(friendRequests)
      .set({ status: 'accept', respondedAt: now })
      .where(eq(friendRequests.id, requestId));
    // Both rows in one statement: the mirror foreign key is checked at its end.
    await tx
      .insert(friendships)
      .values([
        { userId, friendId: request.userId, createdAt: now },
        { userId: request.userId, friendId: userId, createdAt: now },
      ])
      .onConflictDoNothing();
    const id = await insertNotification(tx, deps.clock, {
      userId: request.userId,
      description: NOTIFICATION_KINDS.friendRequestAccepted,
      sourceUserId: userId,
    });
    return { requesterId: request.userId, notificationId: id };
  });
  await publishLive(deps, [{ type: 'notification', userId: requesterId, id: notificationId }]);
  return { friend_request_id: requestId, status: 'accept' };
}

/** DELETE /users/{id}/friends/{friendId}: both rows go (the mirror key cascades). */
export async function removeFriend(db: Db, userId: string, friendId: string): Promise<void> {
  const deleted = await db
    .delete(friendships)
    .where(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)))
    .returning({ friendId: friendships.friendId });
  if (deleted.length === 0) throw new ServiceError('notFound', { error: FRIEND_ERRORS.notFriends });
}
