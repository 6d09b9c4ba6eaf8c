import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/** Analytics events the browser records (page views after the first navigation, …). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    event: text('event').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (table) => [index('analytics_events_event_recorded_at_idx').on(table.event, table.recordedAt)],
);

/** Failures the browser reports (`POST /api/alerts`); also written to the server log. */
export const alerts = pgTable('alerts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  data: jsonb('data').$type<unknown>(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
