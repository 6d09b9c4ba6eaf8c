import type { ApiDeps } from '../deps';
import { runRenewals } from '../services/renewal';

export const RENEWAL_QUEUE = 'subscription-renewal';
/** Hourly, at its own odd minute. */
export const RENEWAL_CRON = '41 * * * *';

/** The work of a worker process: the scheduled renewal run. */
export async function registerRenewalWorker(deps: ApiDeps): Promise<void> {
  await deps.jobs.work(RENEWAL_QUEUE, async () => {
    const summary = await runRenewals(deps, deps.clock.now());
    if (summary.renewed + summary.failed + summary.moved + summary.ended > 0) {
      deps.logger.info('renewal: subscriptions processed', { ...summary });
    }
  });
  await deps.jobs.schedule(RENEWAL_QUEUE, RENEWAL_CRON);
}
