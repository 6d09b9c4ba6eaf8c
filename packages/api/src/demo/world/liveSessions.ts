import { SESSION_PRIVACY, type SessionPrivacy, sessionAccessFor } from '@backline/domain';
import { NOTIFICATION_KINDS } from '../../db/schema';
import type { DemoMusician } from '../generate';
import type { Random } from '../random';
import { SESSION_DESCRIPTIONS } from '../texts';
import {
  areFriends,
  between,
  friendsOfPerson,
  later,
  MINUTE_MS,
  notify,
  type WorldContext,
} from './context';

/** The sessions' stream and who is playing in a live session already. */
interface LiveSessions {
  context: WorldContext;
  random: Random;
  busy: Set<string>;
}

export function describeSession(random: Random, owner: DemoMusician): string {
  return owner.language === 'es' && random.chance(0.6)
    ? random.pick(SESSION_DESCRIPTIONS.es)
    : random.pick(SESSION_DESCRIPTIONS.en);
}

export function sessionAccess(privacy: SessionPrivacy) {
  const access = sessionAccessFor(privacy);
  return { musicianAccess: access.musician_access, approvalRequired: access.approval_required };
}

/**
 * Open sessions, with people playing in them now or nobody yet: the demo account's friends'
 * and its own, then everybody else's. `random` is the 'sessions' stream.
 */
export function addLiveSessions(
  context: WorldContext,
  random: Random,
  demoFriends: DemoMusician[],
  strangers: DemoMusician[],
): void {
  const sessions: LiveSessions = { context, random, busy: new Set<string>() };
  addDemoAccountSessions(sessions, demoFriends, strangers);
  for (let i = 0; i < 34; i += 1) addSomebodysSession(sessions);
}

/**
 * The demo account's: friends playing in public sessions, two invitations (one to a session
 * that needs approval from others), and its own approval session with people asking to join.
 */
function addDemoAccountSessions(
  sessions: LiveSessions,
  demoFriends: DemoMusician[],
  strangers: DemoMusician[],
): void {
  const { context, random, busy } = sessions;
  const { demo, online, ago } = context;
  const onlineDemoFriends = demoFriends.filter((p) => p.user.online);
  for (const owner of onlineDemoFriends.slice(0, 3)) {
    if (!busy.has(owner.user.id))
      openSession(sessions, owner, SESSION_PRIVACY.public, true, random.int(2, 4));
  }
  const inviter = onlineDemoFriends.find((p) => !busy.has(p.user.id));
  if (inviter) {
    const session = openSession(sessions, inviter, SESSION_PRIVACY.private_invite, true, 2);
    invite(sessions, session.id, inviter, demo, session.createdAt, false);
  }
  const approvalOwner = online.find((p) => !busy.has(p.user.id) && !areFriends(context, demo, p));
  if (approvalOwner) {
    const session = openSession(sessions, approvalOwner, SESSION_PRIVACY.private_approve, true, 3);
    invite(sessions, session.id, approvalOwner, demo, session.createdAt, false);
  }
  const demoSession = openSession(sessions, demo, SESSION_PRIVACY.private_approve, false, 0);
  strangers.slice(-2).forEach((person, i) => {
    askToJoin(
      sessions,
      demoSession.id,
      demo,
      person,
      later(demoSession.createdAt, ago((i + 1) * 40 * MINUTE_MS)),
      i === 1,
    );
  });
}

/** One of everybody else's sessions, with invitations and join requests as its privacy allows. */
function addSomebodysSession(sessions: LiveSessions): void {
  const { context, random, busy } = sessions;
  const { demo, musicians, online, now } = context;
  const privacy = random.weighted([
    [SESSION_PRIVACY.public, 45],
    [SESSION_PRIVACY.private_invite, 25],
    [SESSION_PRIVACY.private_approve, 30],
  ] as const);
  const idleOnline = online.filter((p) => !busy.has(p.user.id));
  const active = idleOnline.length > 0 && random.chance(0.65);
  const owner = active ? random.pick(idleOnline) : random.pick(musicians);
  const players = random.weighted([
    [1, 20],
    [2, 35],
    [3, 25],
    [4, 12],
    [5, 8],
  ] as const);
  const session = openSession(sessions, owner, privacy, active, players);
  if (privacy !== SESSION_PRIVACY.public) {
    const friends = friendsOfPerson(context, owner);
    for (const receiver of random.sample(friends, random.int(2, 5))) {
      if (receiver !== demo)
        invite(sessions, session.id, owner, receiver, session.createdAt, random.chance(0.5));
    }
  }
  if (privacy === SESSION_PRIVACY.private_approve) {
    for (const person of random.sample(musicians, random.int(0, 2))) {
      const invited = context.world.invitations.some(
        (inv) => inv.sessionId === session.id && inv.receiverId === person.user.id,
      );
      if (person !== owner && !invited && !busy.has(person.user.id)) {
        askToJoin(
          sessions,
          session.id,
          owner,
          person,
          between(random, session.createdAt, now),
          random.chance(0.5),
        );
      }
    }
  }
}

/**
 * A session owned by `owner`: active (started minutes ago, with `players` playing, the owner's
 * online friends first) or with nobody in it.
 */
function openSession(
  sessions: LiveSessions,
  owner: DemoMusician,
  privacy: SessionPrivacy,
  active: boolean,
  players: number,
): { id: string; createdAt: Date } {
  const { context, random, busy } = sessions;
  const { online, ago } = context;
  const id = random.uuid();
  const createdAt = active
    ? ago(random.int(5, 180) * MINUTE_MS)
    : ago(random.int(60, 48 * 60) * MINUTE_MS);
  context.world.sessions.push({
    id,
    ownerId: owner.user.id,
    description: describeSession(random, owner),
    ...sessionAccess(privacy),
    genreId: owner.genres[0]?.genreId ?? null,
    createdAt,
  });
  if (active) {
    join(sessions, id, owner, createdAt);
    const ownersFriends = online.filter(
      (p) => !busy.has(p.user.id) && areFriends(context, owner, p),
    );
    const others = online.filter((p) => !busy.has(p.user.id));
    for (let i = 1; i < players; i += 1) {
      const next =
        ownersFriends.find((p) => !busy.has(p.user.id)) ?? others.find((p) => !busy.has(p.user.id));
      if (next) join(sessions, id, next, createdAt);
    }
  }
  return { id, createdAt };
}

/** `person` plays in the session from a time since `since`, on one or two instruments. */
function join(sessions: LiveSessions, sessionId: string, person: DemoMusician, since: Date): void {
  const { context, random } = sessions;
  sessions.busy.add(person.user.id);
  const participantId = random.uuid();
  context.world.participants.push({
    id: participantId,
    sessionId,
    userId: person.user.id,
    joinedAt: between(random, since, context.now),
  });
  const played = person.instruments.slice(0, random.chance(0.3) ? 2 : 1);
  for (const instrument of played) {
    context.world.tracks.push({
      id: random.uuid(),
      participantId,
      instrumentId: instrument.instrumentId,
    });
  }
}

/** An invitation (once per person and session) and the receiver's notification of it. */
function invite(
  sessions: LiveSessions,
  sessionId: string,
  owner: DemoMusician,
  receiver: DemoMusician,
  at: Date,
  read: boolean,
): void {
  const { context, random } = sessions;
  const { world } = context;
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
  notify(context, {
    userId: receiver.user.id,
    description: NOTIFICATION_KINDS.sessionInvitation,
    sourceUserId: owner.user.id,
    sessionId,
    createdAt: at,
    readAt: read ? between(random, at, context.now) : null,
  });
}

/** A pending request to join and the owner's notification of it. */
function askToJoin(
  sessions: LiveSessions,
  sessionId: string,
  owner: DemoMusician,
  person: DemoMusician,
  at: Date,
  read: boolean,
): void {
  const { context, random } = sessions;
  context.world.joinRequests.push({
    id: random.uuid(),
    sessionId,
    userId: person.user.id,
    status: 'pending',
    createdAt: at,
  });
  notify(context, {
    userId: owner.user.id,
    description: NOTIFICATION_KINDS.sessionJoinRequest,
    sourceUserId: person.user.id,
    sessionId,
    createdAt: at,
    readAt: read ? between(random, at, context.now) : null,
  });
}
