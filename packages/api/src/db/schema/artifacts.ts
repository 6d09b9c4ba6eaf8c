import { bigint, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** The products GET /artifacts/{product} lists: the desktop app and its OBS plugin. */
export const ARTIFACT_PRODUCTS = ['clients', 'OBSPlugin'] as const;
export type ArtifactProduct = (typeof ARTIFACT_PRODUCTS)[number];

/**
 * Downloads of the desktop app and the OBS plugin, one row per product, platform and version
 * (decision 016). The newest `released_at` of a product and platform is what the download links
 * offer; older rows stay for support. Release tooling inserts rows; the demo data loads a few.
 */
export const clientArtifacts = pgTable(
  'client_artifacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product: text('product', { enum: ARTIFACT_PRODUCTS }).notNull(),
    /** `windows`, `macos` or `linux`. */
    platform: text('platform').notNull(),
    version: text('version').notNull(),
    url: text('url').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    releasedAt: instant('released_at').notNull(),
  },
  (table) => [
    uniqueIndex('client_artifacts_release_key').on(table.product, table.platform, table.version),
  ],
);
