import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Fixed-window counters shared by every instance on one PostgreSQL (the scaled rate-limit
 * store). The key names the rule, the subject and the window, so a row is never reused.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: instant('expires_at').notNull(),
});
