import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Stored trimmed and lower-cased: one account per address however it is typed. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  emailConfirmedAt: instant('email_confirmed_at'),
  photoUrl: text('photo_url'),
  v2PhotoUploaded: boolean('v2_photo_uploaded').notNull().default(false),
  v2PhotoUrl: text('v2_photo_url'),
  termsAcceptedAt: instant('terms_accepted_at').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Signed-in browsers. The cookie carries the id; only its SHA-256 is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Remember me": a cookie that outlives the browser session, and a longer lifetime. */
    persistent: boolean('persistent').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

export const tokenPurposes = ['confirm_email', 'reset_password'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** Links mailed to people (confirm the address, reset the password): hashed, single use. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: tokenPurposes }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    index('user_tokens_user_id_purpose_idx').on(table.userId, table.purpose),
    check(
      'user_tokens_purpose_check',
      sql`${table.purpose} in ('confirm_email', 'reset_password')`,
    ),
  ],
);
