import type { ApiDeps } from '../deps';
import { recoverSubscriptionCharges } from '../services/subscriptionRecovery';

export const SUBSCRIPTION_RECOVERY_QUEUE = 'subscription-recovery';
/** Every minute: a plan charge and its invoice never disagree for longer than that. */
export const SUBSCRIPTION_RECOVERY_CRON = '* * * * *';

/** The work of a worker process: the recovery job, every minute. */
export async function registerSubscriptionRecoveryWorker(deps: ApiDeps): Promise<void> {
  await deps.jobs.work(SUBSCRIPTION_RECOVERY_QUEUE, async () => {
    const settled = await recoverSubscriptionCharges(deps);
    if (settled > 0) deps.logger.warn('subscriptions: settled interrupted charges', { settled });
  });
  await deps.jobs.schedule(SUBSCRIPTION_RECOVERY_QUEUE, SUBSCRIPTION_RECOVERY_CRON);
}
