import type { ApiDeps } from '../deps';
import {
  AFFILIATE_PARTNER_EARNINGS_QUEUE,
  runAffiliateEarnings,
} from '../services/affiliateEarnings';

export const AFFILIATE_EARNINGS_QUEUE = 'affiliate-earnings';
/** Hourly, at its own odd minute: the current month's row follows the sales within the hour. */
export const AFFILIATE_EARNINGS_CRON = '23 * * * *';

/** The work of a worker process: the scheduled earnings run and the runs after a sale. */
export async function registerAffiliateEarningsWorker(deps: ApiDeps): Promise<void> {
  await deps.jobs.work(AFFILIATE_EARNINGS_QUEUE, async () => {
    const written = await runAffiliateEarnings(deps, deps.clock.now());
    if (written > 0) deps.logger.info('affiliate earnings: monthly rows written', { written });
  });
  await deps.jobs.schedule(AFFILIATE_EARNINGS_QUEUE, AFFILIATE_EARNINGS_CRON);
  await deps.jobs.work<{ partnerId?: unknown }>(AFFILIATE_PARTNER_EARNINGS_QUEUE, async (data) => {
    if (typeof data.partnerId !== 'string') return;
    await runAffiliateEarnings(deps, deps.clock.now(), data.partnerId);
  });
}
