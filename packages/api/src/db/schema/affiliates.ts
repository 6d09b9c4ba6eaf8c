import { ENTITY_TYPES, type EntityType } from '@backline/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/**
 * An affiliate partner (part 2 §3 "Affiliate partner info"): one per person, created when the
 * agreement is signed (§4). `id` is the account id, the affiliate code the links carry
 * (`?affiliate=<id>`). The payee account (§3) lives on the same row; null until first saved.
 */
export const affiliatePartners = pgTable(
  'affiliate_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerName: text('partner_name').notNull(),
    entityType: text('entity_type').$type<EntityType>().notNull(),
    signedAt: instant('signed_at').notNull(),
    phoneLast4: text('phone_last_4'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    venmoUserId: text('venmo_user_id'),
    taxIdentifier: text('tax_identifier'),
    payeeUpdatedAt: instant('payee_updated_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    check(
      'affiliate_partners_entity_type_check',
      sql`${table.entityType} in (${sql.raw(ENTITY_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);

/** Traffic row (part 2 §3): visits and signups of one partner on one UTC day. */
export const affiliateTraffic = pgTable(
  'affiliate_traffic',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => affiliatePartners.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
    signups: integer('signups').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.day] }),
    check('affiliate_traffic_counts_check', sql`${table.visits} >= 0 and ${table.signups} >= 0`),
  ],
);

/**
 * A customer attributed to a partner at registration (part 2 §9 "must register in the same
 * session as the link click"). One partner per customer, for good.
 */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => affiliatePartners.id, { onDelete: 'cascade' }),
    registeredAt: instant('registered_at').notNull(),
  },
  (table) => [index('affiliate_referrals_partner_idx').on(table.partnerId)],
);

/**
 * Affiliate payment row (part 2 §3): a partner's earnings of one calendar month (UTC), written
 * by the earnings job from paid orders and paid invoices of attributed customers.
 */
export const affiliateEarnings = pgTable(
  'affiliate_earnings',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => affiliatePartners.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    subscriptions: jsonb('subscriptions')
      .$type<{ plan: string; count: number }[]>()
      .notNull()
      .default([]),
    jamtracksSold: integer('jamtracks_sold').notNull().default(0),
    /** Cents: what the attributed customers paid, tax excluded. */
    netRevenueCents: integer('net_revenue_cents').notNull().default(0),
    dueAmountCents: integer('due_amount_cents').notNull().default(0),
    computedAt: instant('computed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.year, table.month] }),
    check('affiliate_earnings_month_check', sql`${table.month} between 1 and 12`),
  ],
);
