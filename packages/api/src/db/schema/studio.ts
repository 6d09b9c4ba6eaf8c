import type { StudioSettings } from '@backline/domain';
import { jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { jamTracks } from './jamtracks';
import { users } from './users';

/**
 * The practice studio's remembered settings: one row per musician and JamTrack,
 * the whole StudioSettings document (validated by the domain's studioSettingsSchema), so any
 * device restores them.
 */
export const studioSettings = pgTable(
  'studio_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jamTrackId: uuid('jam_track_id')
      .notNull()
      .references(() => jamTracks.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').$type<StudioSettings>().notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jamTrackId] })],
);
