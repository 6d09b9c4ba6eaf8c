import { PLAN_CYCLES, PLAN_TIERS, type PlanCycle, type PlanTier } from '@backline/domain';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

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
 * `trial_ends_at > now`. Billing info and invoices are issue 9's tables.
 */
export const userSubscriptions = pgTable('user_subscriptions', {
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
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
