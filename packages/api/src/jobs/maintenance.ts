import { registerAudioWorkers } from '../audio/jamTrackAudio';
import type { ApiDeps } from '../deps';
import { pruneAvatarUploads } from '../services/avatar';
import { pruneExpired } from '../services/expiredRows';
import { registerAffiliateEarningsWorker } from './affiliateEarnings';
import { registerMixdownWorkers } from './mixdown';
import { registerOrderRecoveryWorker } from './orderRecovery';
import { registerRenewalWorker } from './renewal';
import { registerSubscriptionRecoveryWorker } from './subscriptionRecovery';

export const PRUNE_QUEUE = 'maintenance-prune';
/** Hourly, at an odd minute so it does not join every other hourly job in the world. */
export const PRUNE_CRON = '17 * * * *';

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
