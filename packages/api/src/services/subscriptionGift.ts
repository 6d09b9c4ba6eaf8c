import { findPlan, isPaidPlan, trialEndsAt } from '@backline/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { userSubscriptions, users } from '../db/schema';

/** Why a gift was refused (the command prints it). */
export class GiftError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GiftError';
  }
}

export interface Gift {
  email: string;
  planCode: string;
  /** When the gift ends; it must lie in the future. */
  endsAt: Date;
}

/**
 * The administrator gift (part 2 §3 `admin_override_plan_code` until `admin_override_ends_at`):
 * the plan's features apply until then, whatever the person pays for; billing goes on unchanged.
 * A second gift replaces the first.
 */
export async function giftPlan(db: Db, clock: Clock, gift: Gift) {
  const now = clock.now();
  const plan = findPlan(gift.planCode);
  if (!plan || !isPaidPlan(plan.id)) {
    throw new GiftError(`${gift.planCode} is not a paid plan.`);
  }
  if (Number.isNaN(gift.endsAt.getTime()) || gift.endsAt.getTime() <= now.getTime()) {
    throw new GiftError('The gift must end in the future.');
  }
  const [user] = await db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${gift.email.trim()})`);
  if (!user) throw new GiftError(`There is no account with the email ${gift.email}.`);
  const [row] = await db
    .insert(userSubscriptions)
    .values({
      userId: user.id,
      trialEndsAt: trialEndsAt(user.createdAt),
      adminOverridePlanCode: plan.id,
      adminOverrideEndsAt: gift.endsAt,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: userSubscriptions.userId,
      set: { adminOverridePlanCode: plan.id, adminOverrideEndsAt: gift.endsAt, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('The gift was not stored.');
  return { userId: user.id, planCode: plan.id, endsAt: gift.endsAt };
}
