import { SUBSCRIPTION_PLANS } from '@backline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { plans } from '../db/schema';

/**
 * Upserts the plan catalogue from the domain's SUBSCRIPTION_PLANS at every start, like the
 * instruments and genres: a price change is a domain change, and a retired plan stays so the
 * subscriptions that name it keep working.
 */
export async function seedPlans(db: Db): Promise<void> {
  await db
    .insert(plans)
    .values(
      SUBSCRIPTION_PLANS.map((plan, position) => ({
        id: plan.id,
        name: plan.name,
        cycle: plan.cycle,
        price: plan.price,
        tier: plan.tier,
        monthPlayTimeSeconds: plan.monthPlayTimeSeconds,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        name: sql`excluded.name`,
        cycle: sql`excluded.cycle`,
        price: sql`excluded.price`,
        tier: sql`excluded.tier`,
        monthPlayTimeSeconds: sql`excluded.month_play_time_seconds`,
        position: sql`excluded.position`,
      },
    });
}
