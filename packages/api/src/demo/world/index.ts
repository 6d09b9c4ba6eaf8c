import {
  estimateInternetLatency,
  SESSION_PRIVACY,
  type SessionPrivacy,
  sessionAccessFor,
} from '@backline/domain';
import type {
  chatMessages,
  friendRequests,
  friendships,
  musicSessions,
  notifications,
  sessionHistory,
  sessionInvitations,
  sessionJoinRequests,
  sessionParticipants,
  sessionParticipantTracks,
  textMessages,
  userLatencies,
} from '../../db/schema';
import { NOTIFICATION_KINDS } from '../../db/schema';
import { instrumentCatalogue } from '../../reference/catalogue';
import { DAY_MS, type DemoMusician } from '../generate';
import { round, SPANISH_SPEAKING_COUNTRIES } from '../places';
import { createRandom, type Random } from '../random';
import { type Language, LOBBY_LINES, SESSION_DESCRIPTIONS, writeThread } from '../texts';

/*
 * The social side of the demo: who is friends with whom, requests, messages, notifications,
 * live and past sessions and the lobby chat, all derived from the seed. The demo account gets a
 * hand-shaped share so every page has something to show (see DEMO_ACCOUNT_SHAPE).
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A notification before insertion; a text message is named by its index in `textMessages`. */
export type DemoNotification = Omit<Insert<typeof notifications>, 'textMessageId'> & {
  textMessageIndex?: number;
};

export interface DemoWorld {
  friendships: Insert<typeof friendships>[];
  friendRequests: (Insert<typeof friendRequests> & { id: string })[];
  latencies: Insert<typeof userLatencies>[];
  sessions: (Insert<typeof musicSessions> & { id: string })[];
  invitations: Insert<typeof sessionInvitations>[];
  joinRequests: Insert<typeof sessionJoinRequests>[];
  participants: (Insert<typeof sessionParticipants> & { id: string })[];
  tracks: Insert<typeof sessionParticipantTracks>[];
  history: Insert<typeof sessionHistory>[];
  /** Oldest first, so their ids follow time. */
  textMessages: Insert<typeof textMessages>[];
  /** Oldest first. */
  notifications: DemoNotification[];
  /** Oldest first. */
  chat: Insert<typeof chatMessages>[];
}

/** What the demo account is given (the tests check it). */
export const DEMO_ACCOUNT_SHAPE = {
  friends: 24,
  onlineFriends: 6,
  incomingRequests: 4,
  outgoingRequests: 3,
  threadLengths: [14, 9, 6, 5, 4, 3, 2],
  /** Threads whose last message came from the friend and is unread. */
  unansweredThreads: 4,
  pastSessions: 22,
  measuredLatencies: 20,
} as const;

const instrumentDescription = new Map<string, string>(
  instrumentCatalogue.map((instrument) => [instrument.id, instrument.description]),
);

function secondsOnly(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

function between(random: Random, from: Date, to: Date): Date {
  const start = from.getTime();
  const end = Math.max(start, to.getTime());
  return secondsOnly(new Date(start + random.next() * (end - start)));
}

function later(...dates: Date[]): Date {
  return new Date(Math.max(...dates.map((date) => date.getTime())));
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function languageOf(...people: DemoMusician[]): Language {
  return people.every((person) => person.language === 'es') ? 'es' : 'en';
}

export function buildWorld(
  seed: number,
  now: Date,
  musicians: readonly DemoMusician[],
  demo: DemoMusician,
): DemoWorld {
  const world: DemoWorld = {
    friendships: [],
    friendRequests: [],
    latencies: [],
    sessions: [],
    invitations: [],
    joinRequests: [],
    participants: [],
    tracks: [],
    history: [],
    textMessages: [],
    notifications: [],
    chat: [],
  };
  const everyone = [demo, ...musicians];
  const byId = new Map(everyone.map((person) => [person.user.id, person]));
  const created = (person: DemoMusician) => person.user.createdAt as Date;
  const ago = (ms: number) => secondsOnly(new Date(now.getTime() - ms));
  const online = musicians.filter((person) => person.user.online);
  const byCountry = new Map<string, DemoMusician[]>();
  for (const person of musicians) {
    const list = byCountry.get(person.user.country ?? '') ?? [];
    list.push(person);
    byCountry.set(person.user.country ?? '', list);
  }

  // ── Friendships ────────────────────────────────────────────────────────────────────────────
  const friendsOf = new Map<string, Set<string>>(everyone.map((p) => [p.user.id, new Set()]));
  const friendshipAt = new Map<string, Date>();
  const befriend = (random: Random, a: DemoMusician, b: DemoMusician, at?: Date) => {
    if (a === b || friendsOf.get(a.user.id)?.has(b.user.id)) return false;
    const createdAt = at ?? between(random, later(created(a), created(b)), ago(HOUR_MS));
    friendsOf.get(a.user.id)?.add(b.user.id);
    friendsOf.get(b.user.id)?.add(a.user.id);
    friendshipAt.set(pairKey(a.user.id, b.user.id), createdAt);
    world.friendships.push(
      { userId: a.user.id, friendId: b.user.id, createdAt },
      { userId: b.user.id, friendId: a.user.id, createdAt },
    );
    return true;
  };
  const areFriends = (a: DemoMusician, b: DemoMusician) =>
    friendsOf.get(a.user.id)?.has(b.user.id) ?? false;

  // The demo account's friends: neighbours in Texas (GOOD latency), Spanish speakers, others;
  // some of them online now.
  const demoRandom = createRandom(seed, 'demo-friends');
  const texans = musicians.filter((p) => p.user.country === 'US' && p.user.state === 'TX');
  const spanish = musicians.filter((p) =>
    SPANISH_SPEAKING_COUNTRIES.includes(p.user.country ?? ''),
  );
  const demoFriends: DemoMusician[] = [];
  const addDemoFriend = (person: DemoMusician | undefined) => {
    if (!person || demoFriends.includes(person) || demoFriends.length >= DEMO_ACCOUNT_SHAPE.friends)
      return;
    demoFriends.push(person);
  };
  for (const person of demoRandom.sample(online, DEMO_ACCOUNT_SHAPE.onlineFriends))
    addDemoFriend(person);
  for (const person of demoRandom.sample(texans, 7)) addDemoFriend(person);
  for (const person of demoRandom.sample(spanish, 6)) addDemoFriend(person);
  while (demoFriends.length < DEMO_ACCOUNT_SHAPE.friends) addDemoFriend(demoRandom.pick(musicians));
  const demoFriendAt = (i: number) =>
    ago((DEMO_ACCOUNT_SHAPE.friends - i) * 0.6 * DAY_MS + HOUR_MS);
  demoFriends.forEach((friend, i) => {
    const at = later(demoFriendAt(i), new Date(created(friend).getTime() + MINUTE_MS));
    befriend(demoRandom, demo, friend, at);
  });

  // Everybody else: a handful of friends each, most in their own country.
  const friendRandom = createRandom(seed, 'friendships');
  for (const person of musicians) {
    const wanted = friendRandom.weighted([
      [0, 10],
      [friendRandom.int(1, 3), 30],
      [friendRandom.int(4, 8), 42],
      [friendRandom.int(9, 14), 18],
    ] as const);
    const neighbours = byCountry.get(person.user.country ?? '') ?? musicians;
    for (
      let tries = 0;
      (friendsOf.get(person.user.id)?.size ?? 0) < wanted && tries < wanted * 3;
      tries += 1
    ) {
      const other = friendRandom.chance(0.65)
        ? friendRandom.pick(neighbours)
        : friendRandom.pick(musicians);
      befriend(friendRandom, person, other);
    }
  }

  // ── Friend requests ────────────────────────────────────────────────────────────────────────
  const requestRandom = createRandom(seed, 'friend-requests');
  const pendingPairs = new Set<string>();
  const request = (
    from: DemoMusician,
    to: DemoMusician,
    status: 'pending' | 'accept',
    createdAt: Date,
    respondedAt: Date | null = null,
  ) => {
    const id = requestRandom.uuid();
    world.friendRequests.push({
      id,
      userId: from.user.id,
      friendId: to.user.id,
      status,
      createdAt,
      respondedAt,
    });
    if (status === 'pending') pendingPairs.add(pairKey(from.user.id, to.user.id));
    return id;
  };
  const notify = (notification: DemoNotification) => world.notifications.push(notification);

  // The demo account: requests waiting for it, requests it sent, and how some friendships began.
  const strangers = requestRandom.shuffle(
    musicians.filter((p) => !areFriends(demo, p) && p.user.createdAt! < ago(7 * DAY_MS)),
  );
  const incoming = [
    ...strangers.filter((p) => p.user.online).slice(0, 2),
    ...strangers.filter((p) => !p.user.online).slice(0, DEMO_ACCOUNT_SHAPE.incomingRequests - 2),
  ];
  incoming.forEach((from, i) => {
    const createdAt = ago((i + 1) * 9 * HOUR_MS);
    const id = request(from, demo, 'pending', createdAt);
    notify({
      userId: demo.user.id,
      description: NOTIFICATION_KINDS.friendRequest,
      sourceUserId: from.user.id,
      friendRequestId: id,
      createdAt,
      readAt: null,
    });
  });
  const outgoing = strangers
    .filter((p) => !incoming.includes(p))
    .slice(0, DEMO_ACCOUNT_SHAPE.outgoingRequests);
  outgoing.forEach((to, i) => {
    const createdAt = ago((i + 1) * 30 * HOUR_MS);
    const id = request(demo, to, 'pending', createdAt);
    notify({
      userId: to.user.id,
      description: NOTIFICATION_KINDS.friendRequest,
      sourceUserId: demo.user.id,
      friendRequestId: id,
      createdAt,
      readAt: null,
    });
  });
  demoFriends.slice(0, 10).forEach((friend, i) => {
    const acceptedAt = friendshipAt.get(pairKey(demo.user.id, friend.user.id)) ?? now;
    const askedAt = new Date(acceptedAt.getTime() - requestRandom.int(10, 600) * MINUTE_MS);
    if (i % 2 === 0) {
      // The demo account asked; the friend accepted.
      request(demo, friend, 'accept', askedAt, acceptedAt);
      notify({
        userId: demo.user.id,
        description: NOTIFICATION_KINDS.friendRequestAccepted,
        sourceUserId: friend.user.id,
        createdAt: acceptedAt,
        readAt: new Date(acceptedAt.getTime() + HOUR_MS),
      });
    } else {
      const id = request(friend, demo, 'accept', askedAt, acceptedAt);
      notify({
        userId: demo.user.id,
        description: NOTIFICATION_KINDS.friendRequest,
        sourceUserId: friend.user.id,
        friendRequestId: id,
        createdAt: askedAt,
        readAt: acceptedAt,
      });
    }
  });

  // Everybody else: some friendships began with a request; a few hundred wait for an answer.
  for (const friendship of world.friendships) {
    if (friendship.userId === demo.user.id || friendship.friendId === demo.user.id) continue;
    if (friendship.userId > friendship.friendId || !requestRandom.chance(0.4)) continue;
    const [from, to] = requestRandom.shuffle([friendship.userId, friendship.friendId]);
    const acceptedAt = friendship.createdAt as Date;
    const askedAt = new Date(acceptedAt.getTime() - requestRandom.int(5, 3 * 24 * 60) * MINUTE_MS);
    request(
      byId.get(from!)!,
      byId.get(to!)!,
      'accept',
      later(askedAt, created(byId.get(from!)!)),
      acceptedAt,
    );
  }
  for (let made = 0, tries = 0; made < 300 && tries < 3000; tries += 1) {
    const [from, to] = [requestRandom.pick(musicians), requestRandom.pick(musicians)];
    const key = pairKey(from.user.id, to.user.id);
    if (from === to || areFriends(from, to) || pendingPairs.has(key)) continue;
    const createdAt = between(
      requestRandom,
      later(created(from), created(to), ago(30 * DAY_MS)),
      now,
    );
    const id = request(from, to, 'pending', createdAt);
    notify({
      userId: to.user.id,
      description: NOTIFICATION_KINDS.friendRequest,
      sourceUserId: from.user.id,
      friendRequestId: id,
      createdAt,
      readAt: requestRandom.chance(0.5) ? null : between(requestRandom, createdAt, now),
    });
    made += 1;
  }

  // ── Measured latencies ─────────────────────────────────────────────────────────────────────
  const latencyRandom = createRandom(seed, 'latencies');
  const measured = new Set<string>();
  const measure = (a: DemoMusician, b: DemoMusician) => {
    const key = pairKey(a.user.id, b.user.id);
    const estimate = estimateInternetLatency(a.user, b.user);
    if (a === b || measured.has(key) || estimate === null) return;
    measured.add(key);
    const [userAId, userBId] = key.split('|') as [string, string];
    world.latencies.push({
      userAId,
      userBId,
      // A measurement strays from the estimate both ways: routes are better or worse than usual.
      internetLatency: round(estimate * latencyRandom.float(0.8, 1.3), 1),
      measuredAt: between(latencyRandom, later(created(a), created(b), ago(30 * DAY_MS)), now),
    });
  };
  for (const friend of demoFriends.slice(0, DEMO_ACCOUNT_SHAPE.measuredLatencies))
    measure(demo, friend);
  for (const friendship of world.friendships) {
    if (friendship.userId === demo.user.id || friendship.friendId === demo.user.id) continue;
    if (friendship.userId < friendship.friendId && latencyRandom.chance(0.3)) {
      measure(byId.get(friendship.userId)!, byId.get(friendship.friendId)!);
    }
  }

  // ── Text messages ──────────────────────────────────────────────────────────────────────────
  const textRandom = createRandom(seed, 'text-messages');
  const threads: {
    a: DemoMusician;
    b: DemoMusician;
    lines: string[];
    senders: DemoMusician[];
    start: Date;
    unread: boolean;
  }[] = [];
  const thread = (
    a: DemoMusician,
    b: DemoMusician,
    length: number,
    start: Date,
    lastFrom: DemoMusician | null,
    unread = false,
  ) => {
    const senders: DemoMusician[] = [textRandom.chance(0.5) ? a : b];
    while (senders.length < length) {
      const previous = senders[senders.length - 1]!;
      senders.push(textRandom.chance(0.7) ? (previous === a ? b : a) : previous);
    }
    if (lastFrom && senders[senders.length - 1] !== lastFrom) {
      for (let i = 0; i < senders.length; i += 1) senders[i] = senders[i] === a ? b : a;
    }
    threads.push({
      a,
      b,
      lines: writeThread(textRandom, languageOf(a, b), length),
      senders,
      start,
      unread,
    });
  };
  DEMO_ACCOUNT_SHAPE.threadLengths.forEach((length, i) => {
    const friend = demoFriends[i]!;
    const start = later(
      friendshipAt.get(pairKey(demo.user.id, friend.user.id)) ?? now,
      ago((14 - i) * DAY_MS),
    );
    const unanswered = i < DEMO_ACCOUNT_SHAPE.unansweredThreads;
    thread(demo, friend, length, start, unanswered ? friend : demo, unanswered);
  });
  const pairs = world.friendships.filter(
    (f) => f.userId < f.friendId && f.userId !== demo.user.id && f.friendId !== demo.user.id,
  );
  for (const friendship of textRandom.sample(pairs, 450)) {
    const a = byId.get(friendship.userId)!;
    const b = byId.get(friendship.friendId)!;
    const start = between(
      textRandom,
      later(friendship.createdAt as Date, ago(60 * DAY_MS)),
      ago(2 * HOUR_MS),
    );
    thread(a, b, textRandom.int(2, 12), start, null);
  }
  const messages: { row: Insert<typeof textMessages>; read: Date | null }[] = [];
  for (const t of threads) {
    // Gaps of minutes to a day, squeezed so the thread ends before now.
    const gaps = t.lines.map((_, i) => (i === 0 ? 0 : textRandom.int(3, 30 * 60) * MINUTE_MS));
    const total = gaps.reduce((sum, gap) => sum + gap, 0);
    const room = now.getTime() - MINUTE_MS - t.start.getTime();
    const scale = total > room ? room / total : 1;
    let at = t.start.getTime();
    const times = gaps.map((gap) => {
      at += gap * scale;
      return secondsOnly(new Date(at));
    });
    t.lines.forEach((line, i) => {
      const from = t.senders[i]!;
      const to = from === t.a ? t.b : t.a;
      const createdAt = times[i]!;
      // Read when the reader wrote back afterwards, or was active since; unread otherwise.
      const replyIndex = t.senders.findIndex((sender, j) => j > i && sender === to);
      let read: Date | null = replyIndex >= 0 ? times[replyIndex]! : null;
      if (read === null && !t.unread && (to.user.lastActiveAt as Date) > createdAt) {
        read = between(textRandom, createdAt, to.user.lastActiveAt as Date);
      }
      messages.push({
        row: { sourceUserId: from.user.id, targetUserId: to.user.id, message: line, createdAt },
        read,
      });
    });
  }
  messages.sort(
    (x, y) => (x.row.createdAt as Date).getTime() - (y.row.createdAt as Date).getTime(),
  );
  messages.forEach(({ row, read }, index) => {
    world.textMessages.push(row);
    notify({
      userId: row.targetUserId,
      description: NOTIFICATION_KINDS.textMessage,
      sourceUserId: row.sourceUserId,
      message: row.message,
      textMessageIndex: index,
      createdAt: row.createdAt,
      readAt: read,
    });
  });

  // ── Live sessions ──────────────────────────────────────────────────────────────────────────
  const sessionRandom = createRandom(seed, 'sessions');
  const busy = new Set<string>();
  const describe = (owner: DemoMusician) =>
    owner.language === 'es' && sessionRandom.chance(0.6)
      ? sessionRandom.pick(SESSION_DESCRIPTIONS.es)
      : sessionRandom.pick(SESSION_DESCRIPTIONS.en);
  const join = (sessionId: string, person: DemoMusician, since: Date) => {
    busy.add(person.user.id);
    const participantId = sessionRandom.uuid();
    world.participants.push({
      id: participantId,
      sessionId,
      userId: person.user.id,
      joinedAt: between(sessionRandom, since, now),
    });
    const played = person.instruments.slice(0, sessionRandom.chance(0.3) ? 2 : 1);
    for (const instrument of played) {
      world.tracks.push({
        id: sessionRandom.uuid(),
        participantId,
        instrumentId: instrument.instrumentId,
      });
    }
  };
  const invite = (
    sessionId: string,
    owner: DemoMusician,
    receiver: DemoMusician,
    at: Date,
    read: boolean,
  ) => {
    if (
      receiver === owner ||
      world.invitations.some((i) => i.sessionId === sessionId && i.receiverId === receiver.user.id)
    )
      return;
    world.invitations.push({
      sessionId,
      receiverId: receiver.user.id,
      senderId: owner.user.id,
      createdAt: at,
    });
    notify({
      userId: receiver.user.id,
      description: NOTIFICATION_KINDS.sessionInvitation,
      sourceUserId: owner.user.id,
      sessionId,
      createdAt: at,
      readAt: read ? between(sessionRandom, at, now) : null,
    });
  };
  const askToJoin = (
    sessionId: string,
    owner: DemoMusician,
    person: DemoMusician,
    at: Date,
    read: boolean,
  ) => {
    world.joinRequests.push({
      id: sessionRandom.uuid(),
      sessionId,
      userId: person.user.id,
      status: 'pending',
      createdAt: at,
    });
    notify({
      userId: owner.user.id,
      description: NOTIFICATION_KINDS.sessionJoinRequest,
      sourceUserId: person.user.id,
      sessionId,
      createdAt: at,
      readAt: read ? between(sessionRandom, at, now) : null,
    });
  };
  const mapAccess = (privacy: SessionPrivacy) => {
    const access = sessionAccessFor(privacy);
    return { musicianAccess: access.musician_access, approvalRequired: access.approval_required };
  };
  const openSession = (
    owner: DemoMusician,
    privacy: SessionPrivacy,
    active: boolean,
    players: number,
  ) => {
    const id = sessionRandom.uuid();
    const createdAt = active
      ? ago(sessionRandom.int(5, 180) * MINUTE_MS)
      : ago(sessionRandom.int(60, 48 * 60) * MINUTE_MS);
    world.sessions.push({
      id,
      ownerId: owner.user.id,
      description: describe(owner),
      ...mapAccess(privacy),
      genreId: owner.genres[0]?.genreId ?? null,
      createdAt,
    });
    if (active) {
      join(id, owner, createdAt);
      const ownersFriends = online.filter((p) => !busy.has(p.user.id) && areFriends(owner, p));
      const others = online.filter((p) => !busy.has(p.user.id));
      for (let i = 1; i < players; i += 1) {
        const next =
          ownersFriends.find((p) => !busy.has(p.user.id)) ??
          others.find((p) => !busy.has(p.user.id));
        if (next) join(id, next, createdAt);
      }
    }
    return { id, createdAt };
  };

  // The demo account's: friends playing in public sessions, two invitations (one to a session
  // that needs approval from others), and its own approval session with people asking to join.
  const onlineDemoFriends = demoFriends.filter((p) => p.user.online);
  for (const owner of onlineDemoFriends.slice(0, 3)) {
    if (!busy.has(owner.user.id))
      openSession(owner, SESSION_PRIVACY.public, true, sessionRandom.int(2, 4));
  }
  const inviter = onlineDemoFriends.find((p) => !busy.has(p.user.id));
  if (inviter) {
    const session = openSession(inviter, SESSION_PRIVACY.private_invite, true, 2);
    invite(session.id, inviter, demo, session.createdAt, false);
  }
  const approvalOwner = online.find((p) => !busy.has(p.user.id) && !areFriends(demo, p));
  if (approvalOwner) {
    const session = openSession(approvalOwner, SESSION_PRIVACY.private_approve, true, 3);
    invite(session.id, approvalOwner, demo, session.createdAt, false);
  }
  const demoSession = openSession(demo, SESSION_PRIVACY.private_approve, false, 0);
  strangers.slice(-2).forEach((person, i) => {
    askToJoin(
      demoSession.id,
      demo,
      person,
      later(demoSession.createdAt, ago((i + 1) * 40 * MINUTE_MS)),
      i === 1,
    );
  });

  // Everybody else's.
  for (let i = 0; i < 34; i += 1) {
    const privacy = sessionRandom.weighted([
      [SESSION_PRIVACY.public, 45],
      [SESSION_PRIVACY.private_invite, 25],
      [SESSION_PRIVACY.private_approve, 30],
    ] as const);
    const idleOnline = online.filter((p) => !busy.has(p.user.id));
    const active = idleOnline.length > 0 && sessionRandom.chance(0.65);
    const owner = active ? sessionRandom.pick(idleOnline) : sessionRandom.pick(musicians);
    const session = openSession(
      owner,
      privacy,
      active,
      sessionRandom.weighted([
        [1, 20],
        [2, 35],
        [3, 25],
        [4, 12],
        [5, 8],
      ] as const),
    );
    if (privacy !== SESSION_PRIVACY.public) {
      const friends = [...(friendsOf.get(owner.user.id) ?? [])].map((id) => byId.get(id)!);
      for (const receiver of sessionRandom.sample(friends, sessionRandom.int(2, 5))) {
        if (receiver !== demo)
          invite(session.id, owner, receiver, session.createdAt, sessionRandom.chance(0.5));
      }
    }
    if (privacy === SESSION_PRIVACY.private_approve) {
      for (const person of sessionRandom.sample(musicians, sessionRandom.int(0, 2))) {
        const invited = world.invitations.some(
          (inv) => inv.sessionId === session.id && inv.receiverId === person.user.id,
        );
        if (person !== owner && !invited && !busy.has(person.user.id)) {
          askToJoin(
            session.id,
            owner,
            person,
            between(sessionRandom, session.createdAt, now),
            sessionRandom.chance(0.5),
          );
        }
      }
    }
  }

  // ── Session history ────────────────────────────────────────────────────────────────────────
  const historyRandom = createRandom(seed, 'session-history');
  const pastSession = (owner: DemoMusician, players: DemoMusician[], start: Date) => {
    const id = historyRandom.uuid();
    const minutes = historyRandom.int(15, 180);
    const end = new Date(start.getTime() + minutes * MINUTE_MS);
    const privacy = historyRandom.weighted([
      [SESSION_PRIVACY.public, 60],
      [SESSION_PRIVACY.private_invite, 25],
      [SESSION_PRIVACY.private_approve, 15],
    ] as const);
    world.sessions.push({
      id,
      ownerId: owner.user.id,
      description: describe(owner),
      ...mapAccess(privacy),
      genreId: owner.genres[0]?.genreId ?? null,
      createdAt: start,
      endedAt: end,
    });
    for (const player of [owner, ...players]) {
      const joined = secondsOnly(new Date(start.getTime() + historyRandom.int(0, 10) * MINUTE_MS));
      const left = secondsOnly(
        new Date(
          Math.max(
            joined.getTime() + 5 * MINUTE_MS,
            end.getTime() - historyRandom.int(0, 10) * MINUTE_MS,
          ),
        ),
      );
      const played = player.instruments.slice(0, historyRandom.chance(0.3) ? 2 : 1);
      world.history.push({
        sessionId: id,
        userId: player.user.id,
        instruments: played
          .map((i) => instrumentDescription.get(i.instrumentId) ?? i.instrumentId)
          .join('|'),
        createdAt: joined,
        leftAt: left,
      });
    }
  };
  for (let i = 0; i < DEMO_ACCOUNT_SHAPE.pastSessions; i += 1) {
    const start = ago(
      (DEMO_ACCOUNT_SHAPE.pastSessions - i) * 0.75 * DAY_MS + historyRandom.int(0, 300) * MINUTE_MS,
    );
    const players = historyRandom.sample(
      demoFriends.filter((p) => created(p) < start),
      historyRandom.int(1, 4),
    );
    if (players.length === 0) continue;
    const owner = historyRandom.chance(0.4) ? demo : players[0]!;
    pastSession(
      owner,
      [demo, ...players].filter((p) => p !== owner),
      start,
    );
  }
  for (let made = 0, tries = 0; made < 280 && tries < 2000; tries += 1) {
    const owner = historyRandom.pick(musicians);
    const friends = [...(friendsOf.get(owner.user.id) ?? [])]
      .map((id) => byId.get(id)!)
      .filter((p) => p !== demo);
    if (friends.length === 0) continue;
    const players = historyRandom.sample(
      friends,
      historyRandom.int(1, Math.min(5, friends.length)),
    );
    const earliest = later(...[owner, ...players].map(created), ago(120 * DAY_MS));
    if (earliest > ago(4 * HOUR_MS)) continue;
    pastSession(owner, players, between(historyRandom, earliest, ago(4 * HOUR_MS)));
    made += 1;
  }
  world.history.sort((x, y) => (x.createdAt as Date).getTime() - (y.createdAt as Date).getTime());

  // ── Lobby chat ─────────────────────────────────────────────────────────────────────────────
  const chatRandom = createRandom(seed, 'lobby');
  const recent = musicians.filter((p) => (p.user.lastActiveAt as Date) > ago(DAY_MS));
  const speakers = [...online, ...online, ...recent, ...demoFriends.slice(0, 3)];
  for (let i = 0; i < 70; i += 1) {
    const speaker = chatRandom.pick(speakers);
    const spanishLine = speaker.language === 'es' && chatRandom.chance(0.6);
    world.chat.push({
      channel: 'lobby',
      userId: speaker.user.id,
      message: chatRandom.pick(spanishLine ? LOBBY_LINES.es : LOBBY_LINES.en),
      createdAt: ago((70 - i) * 30 * MINUTE_MS - chatRandom.int(0, 25) * MINUTE_MS),
    });
  }

  world.notifications.sort(
    (x, y) => (x.createdAt as Date).getTime() - (y.createdAt as Date).getTime(),
  );
  return world;
}
