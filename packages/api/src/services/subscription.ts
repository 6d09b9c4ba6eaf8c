import {
  billingCycleEnd,
  chargesNow,
  domainText,
  effectivePlanCode,
  FREE_PLAN_CODE,
  findPlan,
  isPaidPlan,
  monthStartUtc,
  PLAY_TIME_MIN_PARTICIPANTS,
  type Plan,
  planChangeKind,
  remainingMonthPlayTime,
  SUBSCRIPTION_PLANS,
  type SubscriptionInfo,
  subscriptionChargeKey,
  subscriptionInvoiceDescription,
  toPlanListEntry,
  trialEndsAt,
} from '@backline/domain';
import { and, eq, isNotNull, like, lt, or, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/client';
import { type billingAccounts, charges, invoices, userSubscriptions, users } from '../db/schema';
import type { ApiDeps } from '../deps';
import { type ChargeResult, type ChargeSource, IdempotencyConflictError } from '../payments';
import { requestPartnerEarnings } from './affiliateEarnings';
import { billingAccountOf, chargeSourceOf } from './billing';
import { ServiceError } from './errors';

/*
 * Subscriptions (part 2 §2 Subscription, §3 Subscription/plan, §4 plan change, decision 018).
 * A person without a user_subscriptions row is on the free 30-day trial counted from
 * registration; the row appears with their first plan change.
 */

export type SubscriptionDeps = Pick<
  ApiDeps,
  'db' | 'clock' | 'payments' | 'logger' | 'bus' | 'jobs'
>;
type SubscriptionRow = typeof userSubscriptions.$inferSelect;
type BillingRow = typeof billingAccounts.$inferSelect;

/** GET /{provider}/get_subscription: the §3 fields, the plan list and the plan in force now. */
export interface SubscriptionResponse extends SubscriptionInfo {
  effective_plan_code: string;
  plans: Plan[];
}

/** Refusals of change_subscription (part 2 §8 "Subscription" and "Payment method" texts). */
export const SUBSCRIPTION_REFUSALS = {
  noCard: { billing_info: [domainText('paymentMethod.billingInfoError')] },
  declined: { card: [domainText('paymentMethod.cardError')] },
  inProgress: { plan_code: ['This plan change is already being processed.'] },
} as const;

export const refusal = (
  errors: Record<string, readonly string[]>,
  code: 'conflict' | 'refused' = 'refused',
) => new ServiceError(code, { error: domainText('subscription.updateFailed'), errors });

async function registeredAt(db: Db | Tx, userId: string): Promise<Date> {
  const [user] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new ServiceError('notFound', { error: 'Not found.' });
  return user.createdAt;
}

export async function subscriptionRowOf(
  db: Db | Tx,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId));
  return row;
}

/** The row, made on first use with the trial counted from registration. */
async function ensureRow(db: Db | Tx, userId: string, now: Date): Promise<SubscriptionRow> {
  const existing = await subscriptionRowOf(db, userId);
  if (existing) return existing;
  await db
    .insert(userSubscriptions)
    .values({
      userId,
      trialEndsAt: trialEndsAt(await registeredAt(db, userId)),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: userSubscriptions.userId });
  const row = await subscriptionRowOf(db, userId);
  if (!row) throw new Error('The subscription row was not stored.');
  return row;
}

/**
 * Seconds played this month (UTC) in sessions of 2 or more people: each history row counts
 * from its join (or the 1st of the month) to its leave.
 */
export async function playedThisMonthSeconds(db: Db, userId: string, now: Date): Promise<number> {
  const monthStart = monthStartUtc(now).toISOString();
  const [row] = await queryRows<{ seconds: number | string | null }>(
    db,
    sql`select coalesce(sum(extract(epoch from (h.left_at
          - greatest(h.created_at, ${monthStart}::timestamptz)))), 0)::float8 as seconds
      from session_history h
      where h.user_id = ${userId} and h.left_at > ${monthStart}::timestamptz
        and (select count(*) from (
              select p.user_id from session_history p where p.session_id = h.session_id
              union
              select q.user_id from session_participants q where q.session_id = h.session_id
            ) people) >= ${PLAY_TIME_MIN_PARTICIPANTS}`,
  );
  return Number(row?.seconds ?? 0);
}

function presentSubscription(
  row: SubscriptionRow | undefined,
  registered: Date,
  account: BillingRow | undefined,
  now: Date,
): SubscriptionInfo {
  const trialEnds = row ? row.trialEndsAt : trialEndsAt(registered);
  const paid = row && isPaidPlan(row.planCode) ? row : undefined;
  return {
    plan_code: row?.planCode ?? null,
    desired_plan_code: row?.desiredPlanCode ?? null,
    admin_override_plan_code: row?.adminOverridePlanCode ?? null,
    admin_override_ends_at: row?.adminOverrideEndsAt?.toISOString() ?? null,
    in_trail: trialEnds !== null && trialEnds.getTime() > now.getTime(),
    trial_ends_at: trialEnds?.toISOString() ?? null,
    has_billing_info: chargeSourceOf(account) !== null,
    subscription: paid
      ? {
          pending_subscription: paid.pendingPlanCode
            ? { plan: { plan_code: paid.pendingPlanCode } }
            : null,
          remaining_billing_cycles: paid.remainingBillingCycles,
          plan: { plan_code: paid.planCode as string },
          state: paid.state,
          current_period_ends_at: paid.currentPeriodEndsAt?.toISOString() ?? null,
          renewal_failure_message: paid.renewalFailureMessage,
        }
      : null,
    subscription_rules: { remaining_month_play_time: null },
  };
}

/** GET /{provider}/get_subscription. */
export async function getSubscription(
  deps: Pick<ApiDeps, 'db' | 'clock'>,
  userId: string,
): Promise<SubscriptionResponse> {
  const now = deps.clock.now();
  const [registered, row, account] = await Promise.all([
    registeredAt(deps.db, userId),
    subscriptionRowOf(deps.db, userId),
    billingAccountOf(deps.db, userId),
  ]);
  const info = presentSubscription(row, registered, account, now);
  const effective = effectivePlanCode(info, now);
  const allowance = findPlan(effective)?.monthPlayTimeSeconds ?? null;
  const played = allowance === null ? 0 : await playedThisMonthSeconds(deps.db, userId, now);
  return {
    ...info,
    subscription_rules: { remaining_month_play_time: remainingMonthPlayTime(allowance, played) },
    effective_plan_code: effective,
    plans: SUBSCRIPTION_PLANS.map(toPlanListEntry),
  };
}

/** Failed attempts of a charge key so far (the provider saw `key`, `key:2`, …). */
async function failedAttempts(db: Db, userId: string, baseKey: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(charges)
    .where(
      and(
        eq(charges.userId, userId),
        eq(charges.purpose, 'subscription'),
        eq(charges.status, 'failed'),
        or(eq(charges.idempotencyKey, baseKey), like(charges.idempotencyKey, `${baseKey}:%`)),
      ),
    );
  return Number(row?.count ?? 0);
}

export interface SubscriptionChargeOutcome {
  status: 'succeeded' | 'failed';
  chargeId: string | null;
  failureMessage: string | null;
}

/**
 * Charges the saved card for a plan under `idempotencyKey` and writes the answer to the
 * `charges` ledger (purpose subscription), once per provider charge.
 */
export async function chargeSubscription(
  deps: SubscriptionDeps,
  account: BillingRow,
  source: ChargeSource,
  planCode: string,
  idempotencyKey: string,
): Promise<SubscriptionChargeOutcome> {
  const plan = findPlan(planCode);
  if (!plan) throw new RangeError(`Unknown plan ${planCode}`);
  const answer = await deps.payments.charge({
    customerRef: account.customerRef,
    source,
    amount: plan.price,
    description: subscriptionInvoiceDescription(planCode),
    idempotencyKey,
    metadata: { plan_code: planCode, user_id: account.userId },
  });
  return recordSubscriptionCharge(deps, account, source, planCode, idempotencyKey, answer);
}

/**
 * Writes a provider's plan charge to the `charges` ledger (purpose subscription), once per
 * provider charge: after charging, or when recovery found a charge whose process died.
 */
export async function recordSubscriptionCharge(
  deps: Pick<SubscriptionDeps, 'db' | 'clock' | 'payments'>,
  account: BillingRow,
  source: ChargeSource | null,
  planCode: string,
  idempotencyKey: string,
  answer: ChargeResult,
): Promise<SubscriptionChargeOutcome> {
  const description = subscriptionInvoiceDescription(planCode);
  const [row] = await deps.db
    .insert(charges)
    .values({
      userId: account.userId,
      purpose: 'subscription',
      provider: deps.payments.name,
      providerChargeRef: answer.ref,
      idempotencyKey,
      description,
      amount: answer.amount,
      status: answer.status,
      failureCode: answer.failureCode,
      failureMessage: answer.failureMessage,
      paymentMethodLabel: !source || source.kind === 'card' ? account.lastFour : 'paypal',
      metadata: { plan_code: planCode },
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing({ target: [charges.provider, charges.providerChargeRef] })
    .returning({ id: charges.id });
  let chargeId = row?.id ?? null;
  if (!chargeId) {
    const [known] = await deps.db
      .select({ id: charges.id })
      .from(charges)
      .where(
        and(eq(charges.provider, deps.payments.name), eq(charges.providerChargeRef, answer.ref)),
      );
    chargeId = known?.id ?? null;
  }
  return { status: answer.status, chargeId, failureMessage: answer.failureMessage };
}

/**
 * Starts or upgrades to a paid plan: charged now with the saved card under
 * `subscription:<user>:<plan>:<current period start>`, so a double submit (even concurrent)
 * reaches the provider as one charge; the first answer to write the invoice moves the plan.
 */
async function startPaidPlan(
  deps: SubscriptionDeps,
  userId: string,
  row: SubscriptionRow,
  registered: Date,
  planCode: string,
): Promise<void> {
  const account = await billingAccountOf(deps.db, userId);
  const source = chargeSourceOf(account);
  if (!account || !source) throw refusal(SUBSCRIPTION_REFUSALS.noCard);
  const baseKey = subscriptionChargeKey(userId, planCode, row.currentPeriodStartedAt ?? registered);
  const attempt = 1 + (await failedAttempts(deps.db, userId, baseKey));
  const key = attempt > 1 ? `${baseKey}:${attempt}` : baseKey;
  await markCharging(deps, userId, key, planCode);
  let outcome: SubscriptionChargeOutcome;
  try {
    outcome = await chargeSubscription(deps, account, source, planCode, key);
  } catch (error) {
    if (error instanceof IdempotencyConflictError) {
      throw refusal(SUBSCRIPTION_REFUSALS.inProgress, 'conflict');
    }
    throw error;
  }
  if (outcome.status === 'failed') {
    await clearCharging(deps.db, userId, key);
    // Nothing changes: the plan stays, the failed charge is only in the ledger.
    throw refusal({
      ...SUBSCRIPTION_REFUSALS.declined,
      ...(outcome.failureMessage ? { message: [outcome.failureMessage] } : {}),
    });
  }
  await settlePlanStart(deps, userId, planCode, key, outcome.chargeId);
}

/**
 * Records that a plan charge under `key` is about to be sent: if this process dies
 * before its settlement, the recovery job finds it and settles from the provider's record.
 */
export async function markCharging(
  deps: Pick<SubscriptionDeps, 'db' | 'clock'>,
  userId: string,
  key: string,
  planCode: string,
): Promise<void> {
  await deps.db
    .update(userSubscriptions)
    .set({ chargingKey: key, chargingPlanCode: planCode, chargingSince: deps.clock.now() })
    .where(eq(userSubscriptions.userId, userId));
}

/** Subscriptions whose plan charge was marked under way before `before` (the recovery's scan). */
export function chargesUnderWay(db: Db, before: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(userSubscriptions)
    .where(
      and(isNotNull(userSubscriptions.chargingKey), lt(userSubscriptions.chargingSince, before)),
    );
}

/** The plan charge under `key` is settled (or was never sent): nothing left under way. */
export async function clearCharging(db: Db | Tx, userId: string, key: string): Promise<void> {
  await db
    .update(userSubscriptions)
    .set({ chargingKey: null, chargingPlanCode: null, chargingSince: null })
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.chargingKey, key)));
}

/**
 * A started or upgraded plan whose charge under `key` succeeded: its paid invoice and the plan
 * from now, once (the invoice is unique per charge key; whoever writes it second changes
 * nothing) — after the charge, or from the provider's record in recovery.
 */
export async function settlePlanStart(
  deps: Pick<SubscriptionDeps, 'db' | 'clock' | 'jobs' | 'logger'>,
  userId: string,
  planCode: string,
  key: string,
  chargeId: string | null,
): Promise<void> {
  const plan = findPlan(planCode);
  if (!plan) throw new RangeError(`Unknown plan ${planCode}`);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await clearCharging(tx, userId, key);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        userId,
        planCode,
        description: subscriptionInvoiceDescription(planCode),
        status: 'paid',
        amount: plan.price,
        periodStartedAt: now,
        periodEndsAt: billingCycleEnd(now, plan.cycle),
        chargeKey: key,
        chargeId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [invoices.userId, invoices.chargeKey] })
      .returning({ id: invoices.id });
    // Another request with the same key already moved the plan.
    if (!invoice) return;
    await tx
      .update(userSubscriptions)
      .set({
        planCode,
        desiredPlanCode: planCode,
        pendingPlanCode: null,
        remainingBillingCycles: null,
        currentPeriodStartedAt: now,
        currentPeriodEndsAt: billingCycleEnd(now, plan.cycle),
        // A paid plan ends the free trial.
        trialEndsAt: sql`least(${userSubscriptions.trialEndsAt}, ${now.toISOString()}::timestamptz)`,
        state: 'active',
        renewalAttempts: 0,
        renewalFailedAt: null,
        renewalFailureMessage: null,
        updatedAt: now,
      })
      .where(eq(userSubscriptions.userId, userId));
  });
  // The invoice is paid: an attributed customer's partner earns from it soon (decision 022).
  await requestPartnerEarnings(deps, userId);
}

/**
 * POST /{provider}/change_subscription: upgrades and a first paid plan are charged now;
 * downgrades wait for the cycle end (`pending_subscription`); Free cancels at the cycle end;
 * the current plan again drops a pending switch.
 */
export async function changeSubscription(
  deps: SubscriptionDeps,
  userId: string,
  planCode: string,
): Promise<SubscriptionResponse> {
  const now = deps.clock.now();
  const row = await ensureRow(deps.db, userId, now);
  const registered = await registeredAt(deps.db, userId);
  const paidPlan = isPaidPlan(row.planCode) ? row.planCode : null;
  // A cancellation is a pending switch to Free: choosing the plan again resumes it.
  const pending = row.pendingPlanCode ?? (row.remainingBillingCycles === 0 ? FREE_PLAN_CODE : null);
  const kind = planChangeKind(paidPlan, planCode, pending);
  const update = (values: Partial<typeof userSubscriptions.$inferInsert>) =>
    deps.db
      .update(userSubscriptions)
      .set({ ...values, updatedAt: now })
      .where(eq(userSubscriptions.userId, userId));
  if (chargesNow(kind)) {
    await startPaidPlan(deps, userId, row, registered, planCode);
  } else if (kind === 'downgrade') {
    await update({
      pendingPlanCode: planCode,
      desiredPlanCode: planCode,
      remainingBillingCycles: null,
    });
  } else if (kind === 'cancel') {
    await update({
      pendingPlanCode: null,
      desiredPlanCode: FREE_PLAN_CODE,
      remainingBillingCycles: 0,
    });
  } else if (kind === 'resume') {
    await update({
      pendingPlanCode: null,
      desiredPlanCode: planCode,
      remainingBillingCycles: null,
    });
  } else if (planCode === FREE_PLAN_CODE && row.desiredPlanCode !== FREE_PLAN_CODE) {
    // Free chosen during the trial or on Free: recorded, nothing to bill.
    await update({ desiredPlanCode: FREE_PLAN_CODE });
  }
  return getSubscription(deps, userId);
}
