import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import type { RateLimitStore } from './index';

const PRUNE_EVERY_MS = 60_000;

/** Scaled on PostgreSQL: one upsert per counted event, shared by every instance. */
export function createPostgresRateLimitStore(db: Db): RateLimitStore {
  let lastPrune = 0;
  return {
    kind: 'postgres',
    async get(key, now) {
      const [row] = await db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.expiresAt, now)));
      return row?.count ?? 0;
    },
    async increment(key, expiresAt, now) {
      if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now.getTime();
        await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, now));
      }
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, expiresAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          // An expired row left behind (not yet pruned) starts again from one.
          set: {
            count: sql`case when ${rateLimitCounters.expiresAt} <= ${now} then 1 else ${rateLimitCounters.count} + 1 end`,
            expiresAt,
          },
        })
        .returning({ count: rateLimitCounters.count });
      return row?.count ?? 1;
    },
    async decrement(key, now) {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.expiresAt, now)));
    },
    async delete(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
    async clear() {
      await db.delete(rateLimitCounters);
    },
    async close() {},
  };
}
