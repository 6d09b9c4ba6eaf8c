import type { textMessages } from '../../db/schema';
import { NOTIFICATION_KINDS } from '../../db/schema';
import { DAY_MS, type DemoMusician } from '../generate';
import { createRandom, type Random } from '../random';
import { writeThread } from '../texts';
import {
  between,
  DEMO_ACCOUNT_SHAPE,
  HOUR_MS,
  type Insert,
  languageOf,
  later,
  MINUTE_MS,
  notify,
  pairKey,
  secondsOnly,
  type WorldContext,
} from './context';

/** A conversation between two friends before its messages are timed. */
interface Thread {
  a: DemoMusician;
  b: DemoMusician;
  lines: string[];
  /** Who wrote each line. */
  senders: DemoMusician[];
  start: Date;
  /** Messages nobody answered stay unread, however active their reader was since. */
  unread: boolean;
}

interface TimedMessage {
  row: Insert<typeof textMessages>;
  read: Date | null;
}

/** Threads between the demo account and its first friends and between other friends. */
export function addTextMessages(context: WorldContext, demoFriends: DemoMusician[]): void {
  const textRandom = createRandom(context.seed, 'text-messages');
  const threads = [
    ...demoAccountThreads(context, textRandom, demoFriends),
    ...everybodyElsesThreads(context, textRandom),
  ];
  const messages = threads.flatMap((thread) => timeMessages(context, textRandom, thread));
  messages.sort(
    (x, y) => (x.row.createdAt as Date).getTime() - (y.row.createdAt as Date).getTime(),
  );
  messages.forEach(({ row, read }, index) => {
    context.world.textMessages.push(row);
    notify(context, {
      userId: row.targetUserId,
      description: NOTIFICATION_KINDS.textMessage,
      sourceUserId: row.sourceUserId,
      message: row.message,
      textMessageIndex: index,
      createdAt: row.createdAt,
      readAt: read,
    });
  });
}

/** A thread of `length` lines, the last one from `lastFrom` when given. */
function writeThreadBetween(
  random: Random,
  a: DemoMusician,
  b: DemoMusician,
  length: number,
  start: Date,
  lastFrom: DemoMusician | null,
  unread = false,
): Thread {
  const senders: DemoMusician[] = [random.chance(0.5) ? a : b];
  while (senders.length < length) {
    const previous = senders[senders.length - 1]!;
    senders.push(random.chance(0.7) ? (previous === a ? b : a) : previous);
  }
  if (lastFrom && senders[senders.length - 1] !== lastFrom) {
    for (let i = 0; i < senders.length; i += 1) senders[i] = senders[i] === a ? b : a;
  }
  return { a, b, lines: writeThread(random, languageOf(a, b), length), senders, start, unread };
}

/** The demo account's threads, the first few ending with an unread message from the friend. */
function demoAccountThreads(
  context: WorldContext,
  random: Random,
  demoFriends: DemoMusician[],
): Thread[] {
  const { demo, now, ago } = context;
  return DEMO_ACCOUNT_SHAPE.threadLengths.map((length, i) => {
    const friend = demoFriends[i]!;
    const start = later(
      context.friendshipAt.get(pairKey(demo.user.id, friend.user.id)) ?? now,
      ago((14 - i) * DAY_MS),
    );
    const unanswered = i < DEMO_ACCOUNT_SHAPE.unansweredThreads;
    return writeThreadBetween(
      random,
      demo,
      friend,
      length,
      start,
      unanswered ? friend : demo,
      unanswered,
    );
  });
}

function everybodyElsesThreads(context: WorldContext, random: Random): Thread[] {
  const { demo, byId, ago } = context;
  const pairs = context.world.friendships.filter(
    (f) => f.userId < f.friendId && f.userId !== demo.user.id && f.friendId !== demo.user.id,
  );
  return random.sample(pairs, 450).map((friendship) => {
    const a = byId.get(friendship.userId)!;
    const b = byId.get(friendship.friendId)!;
    const start = between(
      random,
      later(friendship.createdAt as Date, ago(60 * DAY_MS)),
      ago(2 * HOUR_MS),
    );
    return writeThreadBetween(random, a, b, random.int(2, 12), start, null);
  });
}

/** The thread's messages, timed from its start, each with when it was read (or null). */
function timeMessages(context: WorldContext, random: Random, thread: Thread): TimedMessage[] {
  // Gaps of minutes to a day, squeezed so the thread ends before now.
  const gaps = thread.lines.map((_, i) => (i === 0 ? 0 : random.int(3, 30 * 60) * MINUTE_MS));
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  const room = context.now.getTime() - MINUTE_MS - thread.start.getTime();
  const scale = total > room ? room / total : 1;
  let at = thread.start.getTime();
  const times = gaps.map((gap) => {
    at += gap * scale;
    return secondsOnly(new Date(at));
  });
  return thread.lines.map((line, i) => {
    const from = thread.senders[i]!;
    const to = from === thread.a ? thread.b : thread.a;
    const createdAt = times[i]!;
    // Read when the reader wrote back afterwards, or was active since; unread otherwise.
    const replyIndex = thread.senders.findIndex((sender, j) => j > i && sender === to);
    let read: Date | null = replyIndex >= 0 ? times[replyIndex]! : null;
    if (read === null && !thread.unread && (to.user.lastActiveAt as Date) > createdAt) {
      read = between(random, createdAt, to.user.lastActiveAt as Date);
    }
    return {
      row: { sourceUserId: from.user.id, targetUserId: to.user.id, message: line, createdAt },
      read,
    };
  });
}
