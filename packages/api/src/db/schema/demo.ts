import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/**
 * One row per demo data set loaded into this database: the marker that makes loading happen
 * once (src/demo/load.ts). It stays when the demo account is deleted, so nothing loads twice.
 */
export const demoDataLoads = pgTable('demo_data_loads', {
  name: text('name').primaryKey(),
  seed: integer('seed').notNull(),
  musicians: integer('musicians').notNull(),
  demoUserId: uuid('demo_user_id').references(() => users.id, { onDelete: 'set null' }),
  loadedAt: instant('loaded_at').notNull(),
});
