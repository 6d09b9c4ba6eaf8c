import { and, isNotNull, lte, or } from 'drizzle-orm';
import { registerAudioWorkers } from '../audio/jamTrackAudio';
import type { Db } from '../db/client';
import { authSessions, rateLimitCounters, userTokens } from '../db/schema';
import type { ApiDeps } from '../deps';
import { pruneAvatarUploads } from '../services/avatar';
import { registerAffiliateEarningsWorker } from './affiliateEarnings';
import { registerMixdownWorkers } from './mixdown';
import { registerOrderRecoveryWorker } from './orderRecovery';
import { registerRenewalWorker } from './renewal';
import { registerSubscriptionRecoveryWorker } from './subscriptionRecovery';

export const PRUNE_QUEUE = 'maintenance-prune';
/** Hourly, at an odd minute so it does not join every other hourly job in the world. */
export const PRUNE_CRON = '17 * * * *';

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

/** The work a worker process (ROLE=worker or all) takes on. */
export async function registerWorkers(deps: ApiDeps): Promise<void> {
  await deps.jobs.work(PRUNE_QUEUE, async () => {
    const pruned = await pruneExpired(deps.db, deps.clock.now());
    deps.logger.info('maintenance: pruned expired rows', pruned);
    const uploads = await pruneAvatarUploads(deps, deps.clock.now());
    if (uploads > 0) deps.logger.info('maintenance: deleted abandoned avatar uploads', { uploads });
  });
  await deps.jobs.schedule(PRUNE_QUEUE, PRUNE_CRON);
  await registerAudioWorkers(deps);
  await registerRenewalWorker(deps);
  await registerAffiliateEarningsWorker(deps);
  await registerMixdownWorkers(deps);
  await registerOrderRecoveryWorker(deps);
  await registerSubscriptionRecoveryWorker(deps);
}
