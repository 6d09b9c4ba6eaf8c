import { NOTIFICATION_KINDS } from '../../db/schema';
import { DAY_MS, type DemoMusician } from '../generate';
import { createRandom, type Random } from '../random';
import {
  areFriends,
  between,
  DEMO_ACCOUNT_SHAPE,
  HOUR_MS,
  later,
  MINUTE_MS,
  notify,
  pairKey,
  signedUpAt,
  type WorldContext,
} from './context';

/** The section's stream and the pairs with a request still waiting for an answer. */
interface Requests {
  context: WorldContext;
  random: Random;
  pendingPairs: Set<string>;
}

/** Records a friend request; returns its id. */
function request(
  requests: Requests,
  from: DemoMusician,
  to: DemoMusician,
  status: 'pending' | 'accept',
  createdAt: Date,
  respondedAt: Date | null = null,
): string {
  const id = requests.random.uuid();
  requests.context.world.friendRequests.push({
    id,
    userId: from.user.id,
    friendId: to.user.id,
    status,
    createdAt,
    respondedAt,
  });
  if (status === 'pending') requests.pendingPairs.add(pairKey(from.user.id, to.user.id));
  return id;
}

/** A pending request from `from` to `to`, and `to`'s notification of it. */
function requestWithNotification(
  requests: Requests,
  from: DemoMusician,
  to: DemoMusician,
  createdAt: Date,
  readAt: () => Date | null,
): void {
  const id = request(requests, from, to, 'pending', createdAt);
  notify(requests.context, {
    userId: to.user.id,
    description: NOTIFICATION_KINDS.friendRequest,
    sourceUserId: from.user.id,
    friendRequestId: id,
    createdAt,
    // Drawn after the request's id, as the notification follows the request.
    readAt: readAt(),
  });
}

/**
 * Requests between musicians and the demo account, friend or not, and between everybody else.
 * Returns the musicians the demo account is not friends with, who signed up over a week ago,
 * in a drawn order (its own live session takes join requests from them).
 */
export function addFriendRequests(
  context: WorldContext,
  demoFriends: DemoMusician[],
): DemoMusician[] {
  const requests: Requests = {
    context,
    random: createRandom(context.seed, 'friend-requests'),
    pendingPairs: new Set<string>(),
  };
  const strangers = addDemoAccountPendingRequests(requests);
  addDemoFriendshipRequests(requests, demoFriends);
  addEverybodyElsesRequests(requests);
  return strangers;
}

/** The demo account: requests waiting for it and requests it sent. */
function addDemoAccountPendingRequests(requests: Requests): DemoMusician[] {
  const { context, random } = requests;
  const { demo, musicians, ago } = context;
  const strangers = random.shuffle(
    musicians.filter((p) => !areFriends(context, demo, p) && p.user.createdAt! < ago(7 * DAY_MS)),
  );
  const incoming = [
    ...strangers.filter((p) => p.user.online).slice(0, 2),
    ...strangers.filter((p) => !p.user.online).slice(0, DEMO_ACCOUNT_SHAPE.incomingRequests - 2),
  ];
  incoming.forEach((from, i) => {
    requestWithNotification(requests, from, demo, ago((i + 1) * 9 * HOUR_MS), () => null);
  });
  const outgoing = strangers
    .filter((p) => !incoming.includes(p))
    .slice(0, DEMO_ACCOUNT_SHAPE.outgoingRequests);
  outgoing.forEach((to, i) => {
    requestWithNotification(requests, demo, to, ago((i + 1) * 30 * HOUR_MS), () => null);
  });
  return strangers;
}

/** How some of the demo account's friendships began: a request one way or the other. */
function addDemoFriendshipRequests(requests: Requests, demoFriends: DemoMusician[]): void {
  const { context, random } = requests;
  const { demo, now } = context;
  demoFriends.slice(0, 10).forEach((friend, i) => {
    const acceptedAt = context.friendshipAt.get(pairKey(demo.user.id, friend.user.id)) ?? now;
    const askedAt = new Date(acceptedAt.getTime() - random.int(10, 600) * MINUTE_MS);
    if (i % 2 === 0) {
      // The demo account asked; the friend accepted.
      request(requests, demo, friend, 'accept', askedAt, acceptedAt);
      notify(context, {
        userId: demo.user.id,
        description: NOTIFICATION_KINDS.friendRequestAccepted,
        sourceUserId: friend.user.id,
        createdAt: acceptedAt,
        readAt: new Date(acceptedAt.getTime() + HOUR_MS),
      });
    } else {
      const id = request(requests, friend, demo, 'accept', askedAt, acceptedAt);
      notify(context, {
        userId: demo.user.id,
        description: NOTIFICATION_KINDS.friendRequest,
        sourceUserId: friend.user.id,
        friendRequestId: id,
        createdAt: askedAt,
        readAt: acceptedAt,
      });
    }
  });
}

/** Everybody else: some friendships began with a request; a few hundred wait for an answer. */
function addEverybodyElsesRequests(requests: Requests): void {
  const { context, random } = requests;
  const { demo, musicians, byId, now, ago } = context;
  for (const friendship of context.world.friendships) {
    if (friendship.userId === demo.user.id || friendship.friendId === demo.user.id) continue;
    if (friendship.userId > friendship.friendId || !random.chance(0.4)) continue;
    const [from, to] = random.shuffle([friendship.userId, friendship.friendId]);
    const acceptedAt = friendship.createdAt as Date;
    const askedAt = new Date(acceptedAt.getTime() - random.int(5, 3 * 24 * 60) * MINUTE_MS);
    request(
      requests,
      byId.get(from!)!,
      byId.get(to!)!,
      'accept',
      later(askedAt, signedUpAt(byId.get(from!)!)),
      acceptedAt,
    );
  }
  for (let made = 0, tries = 0; made < 300 && tries < 3000; tries += 1) {
    const [from, to] = [random.pick(musicians), random.pick(musicians)];
    const key = pairKey(from.user.id, to.user.id);
    if (from === to || areFriends(context, from, to) || requests.pendingPairs.has(key)) continue;
    const createdAt = between(
      random,
      later(signedUpAt(from), signedUpAt(to), ago(30 * DAY_MS)),
      now,
    );
    requestWithNotification(requests, from, to, createdAt, () =>
      random.chance(0.5) ? null : between(random, createdAt, now),
    );
    made += 1;
  }
}
