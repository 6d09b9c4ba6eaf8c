import { findPlan, PLAN_TIERS, type PlanCycle, type PlanDefinition } from './subscription';

/*
 * How a subscription is billed (decision 018): what a plan change does, when a cycle ends,
 * how renewals are retried and how much play time is left this month.
 */

/** A renewal declined by the provider is tried again after this long… */
export const RENEWAL_RETRY_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** …at most this many times in all; after the last failure the plan moves to Free. */
export const RENEWAL_MAX_ATTEMPTS = 3;

/** Invoice statuses of the payment history (part 2 §3 Payment status). */
export const INVOICE_STATUSES = ['paid', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** `subscription.state` of GET /{provider}/get_subscription: past_due after a failed renewal. */
export const SUBSCRIPTION_STATES = ['active', 'past_due'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * What choosing `next` does to a person whose paid plan is `current` (null or Free: none):
 * - `start`: no paid plan yet (trial or Free) → charged now, a cycle starts now;
 * - `upgrade`: a higher tier, or the same tier yearly instead of monthly → charged now;
 * - `downgrade`: a lower tier, or monthly instead of yearly → `pending_subscription` at cycle end;
 * - `cancel`: Free instead of a paid plan → runs to the end of the cycle;
 * - `resume`: the current plan again while a switch is pending → the switch is dropped;
 * - `unchanged`: nothing to do.
 */
export type PlanChangeKind = 'start' | 'upgrade' | 'downgrade' | 'cancel' | 'resume' | 'unchanged';

function tierRank(plan: PlanDefinition): number {
  return PLAN_TIERS.indexOf(plan.tier);
}

export function planChangeKind(
  currentPlanCode: string | null,
  nextPlanCode: string,
  pendingPlanCode: string | null = null,
): PlanChangeKind {
  const next = findPlan(nextPlanCode);
  if (!next) throw new RangeError(`Unknown plan ${nextPlanCode}`);
  const current = findPlan(currentPlanCode);
  if (!current || current.price === 0) return next.price === 0 ? 'unchanged' : 'start';
  if (current.id === next.id) return pendingPlanCode ? 'resume' : 'unchanged';
  if (next.price === 0) return 'cancel';
  const byTier = tierRank(next) - tierRank(current);
  if (byTier !== 0) return byTier > 0 ? 'upgrade' : 'downgrade';
  return next.cycle === 'year' ? 'upgrade' : 'downgrade';
}

/** Does this change take money now? */
export function chargesNow(kind: PlanChangeKind): boolean {
  return kind === 'start' || kind === 'upgrade';
}

/**
 * The end of a billing cycle that starts at `start`: one calendar month or year later (UTC).
 * A start on the 31st ends on the last day of a shorter month (Jan 31 → Feb 28).
 */
export function billingCycleEnd(start: Date, cycle: PlanCycle): Date {
  const months = cycle === 'year' ? 12 : 1;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * The provider's idempotency key of a subscription charge: the person, the plan and the start
 * of the cycle it pays (`subscription:<user>:<plan>:<period start>`). A later attempt after a
 * failure gets `:<attempt>`, so it is really sent again rather than answered with the failure.
 */
export function subscriptionChargeKey(
  userId: string,
  planCode: string,
  periodStart: Date,
  attempt = 1,
): string {
  const key = `subscription:${userId}:${planCode}:${periodStart.toISOString()}`;
  return attempt > 1 ? `${key}:${attempt}` : key;
}

/** The invoice description: plan name and cycle ("Gold plan, yearly"). */
export function subscriptionInvoiceDescription(planCode: string): string {
  const plan = findPlan(planCode);
  if (!plan) return `Subscription ${planCode}`;
  return `${plan.name} plan, ${plan.cycle === 'year' ? 'yearly' : 'monthly'}`;
}

/** When a declined renewal may be tried again, or null when it is the last attempt. */
export function nextRenewalAttemptAt(lastFailureAt: Date, attemptsSoFar: number): Date | null {
  if (attemptsSoFar >= RENEWAL_MAX_ATTEMPTS) return null;
  return new Date(lastFailureAt.getTime() + RENEWAL_RETRY_INTERVAL_MS);
}

/** The first instant of the calendar month (UTC) of `now`: play time restarts there. */
export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * `subscription_rules.remaining_month_play_time` (seconds): the plan's monthly allowance less
 * what was played this month, never below 0; null when the plan has no limit.
 */
export function remainingMonthPlayTime(
  allowanceSeconds: number | null,
  playedSeconds: number,
): number | null {
  if (allowanceSeconds === null) return null;
  return Math.max(0, allowanceSeconds - Math.max(0, Math.floor(playedSeconds)));
}
