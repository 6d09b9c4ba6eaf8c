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
import type { DemoMusician } from '../generate';
import type { Random } from '../random';
import type { Language } from '../texts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

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

export function secondsOnly(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

export function between(random: Random, from: Date, to: Date): Date {
  const start = from.getTime();
  const end = Math.max(start, to.getTime());
  return secondsOnly(new Date(start + random.next() * (end - start)));
}

export function later(...dates: Date[]): Date {
  return new Date(Math.max(...dates.map((date) => date.getTime())));
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function languageOf(...people: DemoMusician[]): Language {
  return people.every((person) => person.language === 'es') ? 'es' : 'en';
}

/** When `person` signed up. */
export function signedUpAt(person: DemoMusician): Date {
  return person.user.createdAt as Date;
}

/** The world under construction and what every section looks up in it. */
export interface WorldContext {
  world: DemoWorld;
  /** Each section draws from its own stream, `createRandom(seed, '<section>')`. */
  seed: number;
  now: Date;
  demo: DemoMusician;
  /** Everybody but the demo account. */
  musicians: readonly DemoMusician[];
  everyone: DemoMusician[];
  byId: Map<string, DemoMusician>;
  /** Musicians (not the demo account) online now. */
  online: DemoMusician[];
  /** Musicians (not the demo account) by country code ('' for none). */
  byCountry: Map<string, DemoMusician[]>;
  /** Each person's friends' ids. */
  friendsOf: Map<string, Set<string>>;
  /** When each friendship began, by `pairKey`. */
  friendshipAt: Map<string, Date>;
  /** `ms` before now, to the second. */
  ago: (ms: number) => Date;
}

export function createWorldContext(
  seed: number,
  now: Date,
  musicians: readonly DemoMusician[],
  demo: DemoMusician,
): WorldContext {
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
  const byCountry = new Map<string, DemoMusician[]>();
  for (const person of musicians) {
    const list = byCountry.get(person.user.country ?? '') ?? [];
    list.push(person);
    byCountry.set(person.user.country ?? '', list);
  }
  return {
    world,
    seed,
    now,
    demo,
    musicians,
    everyone,
    byId: new Map(everyone.map((person) => [person.user.id, person])),
    online: musicians.filter((person) => person.user.online),
    byCountry,
    friendsOf: new Map<string, Set<string>>(everyone.map((p) => [p.user.id, new Set()])),
    friendshipAt: new Map<string, Date>(),
    ago: (ms: number) => secondsOnly(new Date(now.getTime() - ms)),
  };
}

/**
 * Makes `a` and `b` friends (both rows), at `at` or at a time drawn between the later of
 * their sign-ups and an hour ago; false when they already are (or are the same person).
 */
export function befriend(
  context: WorldContext,
  random: Random,
  a: DemoMusician,
  b: DemoMusician,
  at?: Date,
): boolean {
  const { friendsOf } = context;
  if (a === b || friendsOf.get(a.user.id)?.has(b.user.id)) return false;
  const createdAt =
    at ?? between(random, later(signedUpAt(a), signedUpAt(b)), context.ago(HOUR_MS));
  friendsOf.get(a.user.id)?.add(b.user.id);
  friendsOf.get(b.user.id)?.add(a.user.id);
  context.friendshipAt.set(pairKey(a.user.id, b.user.id), createdAt);
  context.world.friendships.push(
    { userId: a.user.id, friendId: b.user.id, createdAt },
    { userId: b.user.id, friendId: a.user.id, createdAt },
  );
  return true;
}

export function areFriends(context: WorldContext, a: DemoMusician, b: DemoMusician): boolean {
  return context.friendsOf.get(a.user.id)?.has(b.user.id) ?? false;
}

/** `person`'s friends, in the order they became friends. */
export function friendsOfPerson(context: WorldContext, person: DemoMusician): DemoMusician[] {
  return [...(context.friendsOf.get(person.user.id) ?? [])].map((id) => context.byId.get(id)!);
}

export function notify(context: WorldContext, notification: DemoNotification): void {
  context.world.notifications.push(notification);
}
