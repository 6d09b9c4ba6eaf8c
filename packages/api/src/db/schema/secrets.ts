import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Keys the platform signs links with (the unsubscribe link of every marketing e-mail), made at
 * the first start and shared by every instance through the database, so no setting is needed
 * and a link signed by one instance is accepted by another. See docs/decisions/011.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
