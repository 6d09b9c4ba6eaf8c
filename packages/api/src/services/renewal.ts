import {
  billingCycleEnd,
  FREE_PLAN_CODE,
  findPlan,
  NOTIFICATION_KINDS,
  nextRenewalAttemptAt,
  RENEWAL_MAX_ATTEMPTS,
  SUBSCRIPTION_EXPLANATION_TEXTS,
  subscriptionChargeKey,
  subscriptionInvoiceDescription,
} from '@backline/domain';
import { and, asc, eq, isNotNull, lte, notExists } from 'drizzle-orm';
import { billingTestClocks, invoices, userSubscriptions } from '../db/schema';
import type { ApiDeps } from '../deps';
import { type LiveEvent, publishLive } from '../live/publish';
import { requestPartnerEarnings } from './affiliateEarnings';
import { billingAccountOf, chargeSourceOf } from './billing';
import { insertNotification } from './notifications';
import {
  chargeSubscription,
  clearCharging,
  markCharging,
  type SubscriptionChargeOutcome,
} from './subscription';

/** Subscriptions looked at per batch; the job loops until none is due. */
const BATCH = 100;

/** Why a renewal could not even be sent. */
export const RENEWAL_ERRORS = {
  noCard: 'There is no saved card to pay the renewal.',
} as const;

type RenewalDeps = Pick<ApiDeps, 'db' | 'clock' | 'payments' | 'logger' | 'bus' | 'jobs'>;
type SubscriptionRow = typeof userSubscriptions.$inferSelect;

export interface RenewalSummary {
  renewed: number;
  failed: number;
  moved: number;
  ended: number;
}

/**
 * The renewal run (decision 018; the job in jobs/renewal.ts calls it), a plain function of `now` so tests move the clock: for every
 * paid cycle that ended by `now`, a cancelled plan moves to Free, a pending downgrade becomes
 * the plan, and the next cycle is charged with the saved card. A declined renewal is a failed
 * invoice, `past_due` on the subscription and a notification; it is tried again a day later,
 * and after the last attempt the plan moves to Free.
 */
export async function runRenewals(deps: RenewalDeps, now: Date): Promise<RenewalSummary> {
  const summary: RenewalSummary = { renewed: 0, failed: 0, moved: 0, ended: 0 };
  const seen = new Set<string>();
  for (;;) {
    const due = await deps.db
      .select()
      .from(userSubscriptions)
      .where(
        and(
          isNotNull(userSubscriptions.currentPeriodEndsAt),
          lte(userSubscriptions.currentPeriodEndsAt, now),
          // A subscription on a sandbox test clock renews when its clock advances (decision 020).
          notExists(
            deps.db
              .select({ userId: billingTestClocks.userId })
              .from(billingTestClocks)
              .where(eq(billingTestClocks.userId, userSubscriptions.userId)),
          ),
        ),
      )
      .orderBy(asc(userSubscriptions.currentPeriodEndsAt), asc(userSubscriptions.userId))
      .limit(BATCH + seen.size);
    const fresh = due.filter((row) => !seen.has(row.userId));
    if (fresh.length === 0) break;
    for (const row of fresh) {
      seen.add(row.userId);
      try {
        const outcome = await renewOne(deps, row, now);
        if (outcome) summary[outcome] += 1;
      } catch (error) {
        deps.logger.error('renewal: subscription failed to renew', {
          userId: row.userId,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
    }
  }
  return summary;
}

/** Moves a plan to Free at the end of its cycle (cancelled, or out of renewal attempts). */
async function endPaidPlan(deps: RenewalDeps, row: SubscriptionRow, now: Date) {
  await deps.db
    .update(userSubscriptions)
    .set({
      planCode: FREE_PLAN_CODE,
      desiredPlanCode: FREE_PLAN_CODE,
      pendingPlanCode: null,
      remainingBillingCycles: null,
      currentPeriodStartedAt: null,
      currentPeriodEndsAt: null,
      state: 'active',
      renewalAttempts: 0,
      updatedAt: now,
    })
    .where(
      and(
        eq(userSubscriptions.userId, row.userId),
        eq(userSubscriptions.currentPeriodEndsAt, row.currentPeriodEndsAt as Date),
      ),
    );
}

/** One due subscription; answers what happened, or null when it waits for its next attempt. */
export async function renewOne(
  deps: RenewalDeps,
  row: SubscriptionRow,
  now: Date,
): Promise<keyof RenewalSummary | null> {
  if (row.state === 'past_due' && row.renewalFailedAt) {
    const retryAt = nextRenewalAttemptAt(row.renewalFailedAt, row.renewalAttempts);
    if (retryAt && retryAt.getTime() > now.getTime()) return null;
  }
  const renewal = renewalChargeOf(row);
  if (!renewal) {
    await endPaidPlan(deps, row, now);
    return 'ended';
  }
  const { key, planCode } = renewal;
  const account = await billingAccountOf(deps.db, row.userId);
  const source = chargeSourceOf(account);
  if (account && source) await markCharging(deps, row.userId, key, planCode);
  const outcome: SubscriptionChargeOutcome =
    account && source
      ? await chargeSubscription(deps, account, source, planCode, key)
      : { status: 'failed', chargeId: null, failureMessage: RENEWAL_ERRORS.noCard };
  return settleRenewal(deps, row, now, key, outcome);
}

/**
 * The charge key of a due subscription's next renewal attempt and the plan it pays; null when
 * the cycle end moves it to Free instead.
 */
export function renewalChargeOf(row: SubscriptionRow): { key: string; planCode: string } | null {
  const plan = findPlan(row.pendingPlanCode ?? row.planCode);
  if (!row.currentPeriodEndsAt || row.remainingBillingCycles === 0 || !plan || plan.price === 0) {
    return null;
  }
  const key = subscriptionChargeKey(
    row.userId,
    plan.id,
    row.currentPeriodEndsAt,
    row.renewalAttempts + 1,
  );
  return { key, planCode: plan.id };
}

/**
 * A renewal's outcome written once: its invoice (unique per charge key), and the next cycle or
 * `past_due` with a notification — after the charge, or from the provider's record when the
 * process that charged died first (the recovery job).
 */
export async function settleRenewal(
  deps: RenewalDeps,
  row: SubscriptionRow,
  now: Date,
  key: string,
  outcome: SubscriptionChargeOutcome,
): Promise<keyof RenewalSummary | null> {
  const periodStart = row.currentPeriodEndsAt as Date;
  const plan = findPlan(row.pendingPlanCode ?? row.planCode);
  if (!plan) throw new RangeError(`Unknown plan of ${row.userId}`);
  const attempt = row.renewalAttempts + 1;
  const periodEnd = billingCycleEnd(periodStart, plan.cycle);
  const failureMessage = outcome.failureMessage ?? 'The payment failed.';
  const events: LiveEvent[] = [];

  const result = await deps.db.transaction(async (tx) => {
    await clearCharging(tx, row.userId, key);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        userId: row.userId,
        planCode: plan.id,
        description: subscriptionInvoiceDescription(plan.id),
        status: outcome.status === 'succeeded' ? 'paid' : 'failed',
        amount: plan.price,
        periodStartedAt: periodStart,
        periodEndsAt: periodEnd,
        chargeKey: key,
        chargeId: outcome.chargeId,
        failureMessage: outcome.status === 'succeeded' ? null : failureMessage,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [invoices.userId, invoices.chargeKey] })
      .returning({ id: invoices.id });
    // Another run already wrote this attempt.
    if (!invoice) return null;
    const sameCycle = and(
      eq(userSubscriptions.userId, row.userId),
      eq(userSubscriptions.currentPeriodEndsAt, periodStart),
    );
    if (outcome.status === 'succeeded') {
      await tx
        .update(userSubscriptions)
        .set({
          planCode: plan.id,
          desiredPlanCode: plan.id,
          pendingPlanCode: null,
          remainingBillingCycles: null,
          currentPeriodStartedAt: periodStart,
          currentPeriodEndsAt: periodEnd,
          state: 'active',
          renewalAttempts: 0,
          renewalFailedAt: null,
          renewalFailureMessage: null,
          updatedAt: now,
        })
        .where(sameCycle);
      return row.pendingPlanCode ? ('moved' as const) : ('renewed' as const);
    }
    await tx
      .update(userSubscriptions)
      .set({
        state: 'past_due',
        renewalAttempts: attempt,
        renewalFailedAt: now,
        renewalFailureMessage: failureMessage,
        updatedAt: now,
      })
      .where(sameCycle);
    const id = await insertNotification(tx, deps.clock, {
      userId: row.userId,
      description: NOTIFICATION_KINDS.subscriptionRenewalFailed,
      message: `${SUBSCRIPTION_EXPLANATION_TEXTS.renewalFailed.replace('{plan}', plan.name)} ${failureMessage}`,
    });
    events.push({ type: 'notification', userId: row.userId, id });
    return 'failed' as const;
  });
  await publishLive(deps, events);
  // A paid renewal invoice: the customer's partner (if any) earns from it soon.
  if (result === 'renewed' || result === 'moved') await requestPartnerEarnings(deps, row.userId);
  if (result === 'failed' && attempt >= RENEWAL_MAX_ATTEMPTS) {
    // Out of attempts: the failed invoices and the notification stay; the plan is Free now.
    await endPaidPlan(deps, { ...row, currentPeriodEndsAt: periodStart }, now);
  }
  return result;
}
