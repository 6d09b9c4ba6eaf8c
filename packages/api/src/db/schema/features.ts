import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * Feature flags the browser reads at start (`GET /api/app_features?env=production`). An empty
 * table means "show the default menu"; see docs/decisions/002-api-platform.md to add a flag.
 */
export const appFeatures = pgTable(
  'app_features',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    handle: text('handle').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    featureType: text('feature_type').notNull().default('page'),
    env: text('env').notNull().default('production'),
  },
  (table) => [
    unique('app_features_handle_type_env_key').on(table.handle, table.featureType, table.env),
  ],
);
