import type { ApiDeps } from '../deps';
import { billingAccountOf, chargeSourceOf } from './billing';
import { CHARGE_TIMEOUT_MS } from './orders';
import { renewalChargeOf, settleRenewal } from './renewal';
import {
  chargesUnderWay,
  clearCharging,
  recordSubscriptionCharge,
  settlePlanStart,
} from './subscription';

type RecoveryDeps = Pick<ApiDeps, 'db' | 'clock' | 'payments' | 'logger' | 'bus' | 'jobs'>;

/**
 * Settles plan charges left under way by a process that died between the provider's charge and
 * the invoice, from the provider's record — never by charging again. A renewal is
 * settled as the renewal job would have (paid: next cycle; declined: past due); a started or
 * upgraded plan moves when its charge succeeded. With no charge at the provider, nothing was
 * taken: the mark goes, and the next try (the person's, or the next renewal run) charges under
 * the same key. Only charges older than CHARGE_TIMEOUT_MS: a younger one may be under way.
 * Answers how many it settled.
 */
export async function recoverSubscriptionCharges(deps: RecoveryDeps): Promise<number> {
  const now = deps.clock.now();
  const stuck = await chargesUnderWay(deps.db, new Date(now.getTime() - CHARGE_TIMEOUT_MS));
  let settled = 0;
  for (const row of stuck) {
    const key = row.chargingKey as string;
    const planCode = row.chargingPlanCode as string;
    try {
      const answer = await deps.payments.findCharge(key);
      const account = await billingAccountOf(deps.db, row.userId);
      if (!answer || !account) {
        await clearCharging(deps.db, row.userId, key);
        continue;
      }
      const outcome = await recordSubscriptionCharge(
        deps,
        account,
        chargeSourceOf(account),
        planCode,
        key,
        answer,
      );
      const renewal = row.currentPeriodEndsAt && row.currentPeriodEndsAt <= now;
      if (renewal && renewalChargeOf(row)?.key === key) {
        await settleRenewal(deps, row, now, key, outcome);
      } else if (outcome.status === 'succeeded') {
        await settlePlanStart(deps, row.userId, planCode, key, outcome.chargeId);
      } else {
        // A declined start or upgrade changes nothing; the failed charge is in the ledger.
        await clearCharging(deps.db, row.userId, key);
      }
      settled += 1;
    } catch (error) {
      deps.logger.error('subscriptions: a charge under way could not be settled', {
        userId: row.userId,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  }
  return settled;
}
