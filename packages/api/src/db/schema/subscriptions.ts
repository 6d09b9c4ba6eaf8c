import {
  INVOICE_STATUSES,
  type InvoiceStatus,
  PLAN_CYCLES,
  PLAN_TIERS,
  type PlanCycle,
  type PlanTier,
  SUBSCRIPTION_STATES,
  type SubscriptionState,
} from '@backline/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { charges } from './store';
import { users } from './users';

const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/**
 * The plan catalogue (part 2 §3 plan list entry: id, name, cycle, price), upserted from the
 * domain's SUBSCRIPTION_PLANS at every start (src/reference/plans.ts). The id is the plan_code.
 */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    cycle: text('cycle').$type<PlanCycle>().notNull(),
    /** Cents. */
    price: integer('price').notNull(),
    tier: text('tier').$type<PlanTier>().notNull(),
    /** Monthly play time in sessions of 2 or more people; null is unlimited. */
    monthPlayTimeSeconds: integer('month_play_time_seconds'),
    position: smallint('position').notNull(),
  },
  (table) => [
    check(
      'plans_cycle_check',
      sql`${table.cycle} in (${sql.raw(PLAN_CYCLES.map((c) => `'${c}'`).join(', '))})`,
    ),
    check(
      'plans_tier_check',
      sql`${table.tier} in (${sql.raw(PLAN_TIERS.map((t) => `'${t}'`).join(', '))})`,
    ),
    check('plans_price_check', sql`${table.price} >= 0`),
  ],
);

/**
 * A person's subscription (part 2 §3 Subscription/plan). `plan_code` null means no plan chosen:
 * the trial plan while the trial runs, Free after it (domain `effectivePlanCode`). `in_trail` is
 * `trial_ends_at > now`. Billing info and invoices have their own tables.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code').references(() => plans.id),
    desiredPlanCode: text('desired_plan_code').references(() => plans.id),
    /** A downgrade or cancellation waiting for the end of the cycle (`pending_subscription`). */
    pendingPlanCode: text('pending_plan_code').references(() => plans.id),
    /** 0: ends with the current cycle; null: renews. */
    remainingBillingCycles: integer('remaining_billing_cycles'),
    currentPeriodStartedAt: instant('current_period_started_at'),
    currentPeriodEndsAt: instant('current_period_ends_at'),
    trialEndsAt: instant('trial_ends_at'),
    adminOverridePlanCode: text('admin_override_plan_code').references(() => plans.id),
    adminOverrideEndsAt: instant('admin_override_ends_at'),
    /** `past_due` after a declined renewal (decision 018); `active` otherwise. */
    state: text('state').$type<SubscriptionState>().notNull().default('active'),
    /** Declined renewal attempts of the current cycle end; 0 when none. */
    renewalAttempts: smallint('renewal_attempts').notNull().default(0),
    renewalFailedAt: instant('renewal_failed_at'),
    renewalFailureMessage: text('renewal_failure_message'),
    /**
     * A plan charge under way: its provider idempotency key, the plan it pays and
     * when it was sent. Set before the charge, cleared with its settlement; a process that dies
     * in between leaves it for the recovery job, which settles from the provider's record.
     */
    chargingKey: text('charging_key'),
    chargingPlanCode: text('charging_plan_code').references(() => plans.id),
    chargingSince: instant('charging_since'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    check('user_subscriptions_state_check', oneOf(table.state, SUBSCRIPTION_STATES)),
    // The renewal job's scan: paid cycles ending.
    index('user_subscriptions_period_end_idx')
      .on(table.currentPeriodEndsAt)
      .where(sql`${table.currentPeriodEndsAt} is not null`),
    // The recovery job's scan: charges left under way.
    index('user_subscriptions_charging_idx')
      .on(table.chargingSince)
      .where(sql`${table.chargingKey} is not null`),
  ],
);

/**
 * The payment history of subscriptions (part 2 §3 Payment: created_at, description, status,
 * total_in_cents): one invoice per charge of a plan, paid or failed, with the cycle it pays.
 * A renewal that could not even be sent (no saved card) is a failed invoice without a charge.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code')
      .notNull()
      .references(() => plans.id),
    description: text('description').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    /** Cents. */
    amount: integer('amount').notNull(),
    periodStartedAt: instant('period_started_at').notNull(),
    periodEndsAt: instant('period_ends_at').notNull(),
    /** The provider's idempotency key of the charge: one invoice per key. */
    chargeKey: text('charge_key').notNull(),
    chargeId: uuid('charge_id').references(() => charges.id),
    failureMessage: text('failure_message'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_charge_key').on(table.userId, table.chargeKey),
    index('invoices_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    check('invoices_status_check', oneOf(table.status, INVOICE_STATUSES)),
    check('invoices_amount_check', sql`${table.amount} >= 0`),
  ],
);

/**
 * Sandbox test clocks (decision 020), like a provider's test mode: a person's billing time,
 * moved forward on request so the renewal logic runs "later" for them alone. A subscription with
 * a test clock is renewed only when its clock advances, never by the hourly job.
 */
export const billingTestClocks = pgTable('billing_test_clocks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The billing time of this person now. */
  frozenAt: instant('frozen_at').notNull(),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
