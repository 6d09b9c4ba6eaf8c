import { nextRenewalAttemptAt } from '@backline/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../clock';
import { billingTestClocks } from '../db/schema';
import type { ApiDeps } from '../deps';
import { SANDBOX_PROVIDER } from '../payments/sandbox/context';
import { parseInput, ServiceError } from './errors';
import { type RenewalSummary, renewOne } from './renewal';
import { subscriptionRowOf } from './subscription';

/*
 * Sandbox test clocks (decision 020), as a provider's test mode has them (Stripe's "test
 * clocks"): a signed-in person moves the billing time of their own subscription forward, and
 * the real renewal logic runs at each billing moment passed on the way, for them alone. Only
 * while the payment provider is the sandbox.
 */

type ClockDeps = Pick<ApiDeps, 'db' | 'clock' | 'payments' | 'logger' | 'bus' | 'jobs'>;

/** The most a clock moves in one step: two yearly cycles. */
export const TEST_CLOCK_MAX_ADVANCE_DAYS = 731;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Billing moments handled in one advance (3 renewal attempts a cycle, 24 monthly cycles). */
const MAX_STEPS = 100;

export const advanceTestClockSchema = z.object({
  advance_days: z
    .number({ error: `A whole number of days from 1 to ${TEST_CLOCK_MAX_ADVANCE_DAYS}.` })
    .int(`A whole number of days from 1 to ${TEST_CLOCK_MAX_ADVANCE_DAYS}.`)
    .min(1, `A whole number of days from 1 to ${TEST_CLOCK_MAX_ADVANCE_DAYS}.`)
    .max(
      TEST_CLOCK_MAX_ADVANCE_DAYS,
      `A whole number of days from 1 to ${TEST_CLOCK_MAX_ADVANCE_DAYS}.`,
    ),
});

export interface TestClockResponse {
  /** The person's billing time (ISO); the platform's time when the clock never moved. */
  frozen_time: string;
  advanced: boolean;
  renewals?: RenewalSummary;
}

/** Test clocks exist only in the sandbox: a real provider's customers live in real time. */
export function requireSandbox(deps: Pick<ApiDeps, 'payments'>) {
  if (deps.payments.name !== SANDBOX_PROVIDER) {
    throw new ServiceError('notFound', {
      error: 'Test clocks exist only with the sandbox payment provider.',
    });
  }
}

async function frozenTimeOf(deps: Pick<ApiDeps, 'db'>, userId: string): Promise<Date | null> {
  const [row] = await deps.db
    .select({ frozenAt: billingTestClocks.frozenAt })
    .from(billingTestClocks)
    .where(eq(billingTestClocks.userId, userId));
  return row?.frozenAt ?? null;
}

/**
 * The deps a person's billing calls run with: the clock is their test clock when they have
 * one (so an upgrade after an advance starts its cycle at the billing time), else the platform's.
 */
export async function withBillingClock<Deps extends Pick<ApiDeps, 'db' | 'clock' | 'payments'>>(
  deps: Deps,
  userId: string,
): Promise<Deps> {
  if (deps.payments.name !== SANDBOX_PROVIDER) return deps;
  const frozen = await frozenTimeOf(deps, userId);
  if (!frozen) return deps;
  const clock: Clock = { now: () => new Date(frozen.getTime()) };
  return { ...deps, clock };
}

/** GET /billing/sandbox/test_clock. */
export async function readTestClock(deps: ClockDeps, userId: string): Promise<TestClockResponse> {
  requireSandbox(deps);
  const frozen = await frozenTimeOf(deps, userId);
  return { frozen_time: (frozen ?? deps.clock.now()).toISOString(), advanced: frozen !== null };
}

/**
 * POST /billing/sandbox/test_clock {advance_days}: moves the person's billing time forward and
 * runs the renewal job's `renewOne` at every renewal or retry moment passed, in order, each at
 * its own time, so invoices and notifications carry the billing time they happened at.
 */
export async function advanceTestClock(
  deps: ClockDeps,
  userId: string,
  body: unknown,
): Promise<TestClockResponse> {
  requireSandbox(deps);
  const { advance_days: days } = parseInput(advanceTestClockSchema, body);
  const now = deps.clock.now();
  const from = (await frozenTimeOf(deps, userId)) ?? now;
  const to = new Date(Math.max(from.getTime(), now.getTime()) + days * DAY_MS);
  await deps.db
    .insert(billingTestClocks)
    .values({ userId, frozenAt: to, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: billingTestClocks.userId,
      // Never backwards, also when two advances race.
      set: {
        frozenAt: sql`greatest(${billingTestClocks.frozenAt}, excluded.frozen_at)`,
        updatedAt: now,
      },
    });

  const renewals: RenewalSummary = { renewed: 0, failed: 0, moved: 0, ended: 0 };
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const row = await subscriptionRowOf(deps.db, userId);
    if (!row?.currentPeriodEndsAt) break;
    const at =
      row.state === 'past_due' && row.renewalFailedAt
        ? (nextRenewalAttemptAt(row.renewalFailedAt, row.renewalAttempts) ??
          row.currentPeriodEndsAt)
        : row.currentPeriodEndsAt;
    if (at.getTime() > to.getTime()) break;
    const billingDeps = { ...deps, clock: { now: () => new Date(at.getTime()) } };
    const outcome = await renewOne(billingDeps, row, at);
    if (!outcome) break;
    renewals[outcome] += 1;
  }
  return { frozen_time: to.toISOString(), advanced: true, renewals };
}
