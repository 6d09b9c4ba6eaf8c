import type { ApiDeps } from '../deps';
import { recoverPendingOrders } from '../services/orders';

export const ORDER_RECOVERY_QUEUE = 'order-recovery';
/** Every minute: a charge and its order never disagree for longer than that. */
export const ORDER_RECOVERY_CRON = '* * * * *';

/** Settles orders left pending by a process that died mid-payment, from the provider's record. */
export async function registerOrderRecoveryWorker(deps: ApiDeps): Promise<void> {
  await deps.jobs.work(ORDER_RECOVERY_QUEUE, async () => {
    const recovered = await recoverPendingOrders(deps);
    if (recovered > 0) deps.logger.warn('orders: settled interrupted orders', { recovered });
  });
  await deps.jobs.schedule(ORDER_RECOVERY_QUEUE, ORDER_RECOVERY_CRON);
}
