import { and, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, rateLimitCounters, userTokens } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;

/** Deletes what can no longer be used: lapsed sessions, spent or lapsed links, old counters. */
export async function pruneExpired(db: Db, now: Date) {
  const sessions = await db
    .delete(authSessions)
    .where(lte(authSessions.expiresAt, now))
    .returning({ id: authSessions.idHash });
  // Links are kept a day past use or expiry, so "this link was already used" can be told apart.
  const dayAgo = new Date(now.getTime() - DAY);
  const tokens = await db
    .delete(userTokens)
    .where(
      or(
        lte(userTokens.expiresAt, dayAgo),
        and(isNotNull(userTokens.usedAt), lte(userTokens.usedAt, dayAgo)),
      ),
    )
    .returning({ id: userTokens.tokenHash });
  const counters = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.expiresAt, now))
    .returning({ key: rateLimitCounters.key });
  return { sessions: sessions.length, tokens: tokens.length, counters: counters.length };
}
