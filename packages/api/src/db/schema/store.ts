import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { jamTracks } from './jamtracks';
import { users } from './users';

const oneOfText = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** Cart variants: the spec adds JamTracks with `variant: "full"` only. */
export const CART_VARIANTS = ['full'] as const;
export type CartVariant = (typeof CART_VARIANTS)[number];

/**
 * A person's shopping cart is their cart items (part 2 §3 Cart item); total, subtotal and tax
 * are computed when read. `free` marks the free first JamTrack redeemed through the cart.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jamTrackId: uuid('jam_track_id')
      .notNull()
      .references(() => jamTracks.id, { onDelete: 'cascade' }),
    variant: text('variant').$type<CartVariant>().notNull().default('full'),
    quantity: smallint('quantity').notNull().default(1),
    free: boolean('free').notNull().default(false),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('cart_items_user_jam_track_key').on(table.userId, table.jamTrackId),
    // At most one free redemption waits in a cart.
    uniqueIndex('cart_items_free_key').on(table.userId).where(sql`${table.free}`),
    check('cart_items_quantity_check', sql`${table.quantity} >= 1`),
    check('cart_items_variant_check', oneOfText(table.variant, CART_VARIANTS)),
  ],
);

/** How an order was paid: a card (new or stored), the wallet, or nothing (free redemption). */
export const ORDER_PAYMENT_METHODS = ['card', 'paypal', 'free'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/**
 * awaiting_wallet: the wallet approval page was opened; pending: being charged; paid; failed:
 * the charge was refused (a retry moves it back to pending with the next attempt number);
 * cancelled: the wallet payment was cancelled or superseded.
 */
export const ORDER_STATUSES = [
  'awaiting_wallet',
  'pending',
  'paid',
  'failed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order of the cart's JamTracks. `idempotency_key` is unique per person: a retried or
 * double-clicked "Confirm & Pay" finds the same order and charges once (decision 012).
 * Amounts are cents, computed on the server from the catalogue, never taken from the browser.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<OrderPaymentMethod>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Charge attempts so far; the provider's idempotency key is `order:<id>:<attempt>`. */
    attempt: smallint('attempt').notNull().default(1),
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    /** The wallet authorization this order waits on (provider's id). */
    walletAuthorizationRef: text('wallet_authorization_ref'),
    chargeId: uuid('charge_id').references(() => charges.id),
    errorMessage: text('error_message'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    paidAt: instant('paid_at'),
  },
  (table) => [
    uniqueIndex('orders_idempotency_key').on(table.userId, table.idempotencyKey),
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc()),
    uniqueIndex('orders_wallet_authorization_key').on(table.walletAuthorizationRef),
    check('orders_status_check', oneOfText(table.status, ORDER_STATUSES)),
    check('orders_payment_method_check', oneOfText(table.paymentMethod, ORDER_PAYMENT_METHODS)),
    check(
      'orders_amounts_check',
      sql`${table.subtotal} >= 0 and ${table.tax} >= 0 and ${table.total} = ${table.subtotal} + ${table.tax}`,
    ),
  ],
);

/** The JamTracks of an order, priced when the order was made (`price` is real_price, cents). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    jamTrackId: uuid('jam_track_id')
      .notNull()
      .references(() => jamTracks.id),
    /** The cart item the line came from: removed from the cart once the order is paid. */
    cartItemId: uuid('cart_item_id'),
    description: text('description').notNull(),
    variant: text('variant').$type<CartVariant>().notNull(),
    quantity: smallint('quantity').notNull(),
    price: integer('price').notNull(),
    free: boolean('free').notNull(),
  },
  (table) => [
    uniqueIndex('order_lines_order_jam_track_key').on(table.orderId, table.jamTrackId),
    check('order_lines_price_check', sql`${table.price} >= 0`),
  ],
);

/**
 * Ownership: a row makes the JamTrack `purchased` for the person. `free_redemption` marks the
 * free first JamTrack; the partial unique index lets each person redeem one, even when two
 * claims race.
 */
export const purchases = pgTable(
  'purchases',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jamTrackId: uuid('jam_track_id')
      .notNull()
      .references(() => jamTracks.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    freeRedemption: boolean('free_redemption').notNull().default(false),
    /** Cents paid for it; 0 for a free redemption. */
    pricePaid: integer('price_paid').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jamTrackId] }),
    uniqueIndex('purchases_free_redemption_key')
      .on(table.userId)
      .where(sql`${table.freeRedemption}`),
    index('purchases_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * Billing info (part 2 §3) kept with the payment provider's references, never a card number:
 * `payment_method_ref` names the card the provider vaults, `last_four` and `card_type` are what
 * we show. `reuse_card` is `reuse_card_next_time`; a card not to be reused is forgotten after
 * the order it paid.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  country: text('country').notNull(),
  /** The provider holding the customer and card (`sandbox` until a real adapter exists). */
  provider: text('provider').notNull(),
  customerRef: text('customer_ref').notNull(),
  paymentMethodRef: text('payment_method_ref'),
  lastFour: text('last_four'),
  cardType: text('card_type'),
  expMonth: smallint('exp_month'),
  expYear: smallint('exp_year'),
  /**
   * A wallet ("PayPal") billing agreement paying instead of a card (decision 020): when set,
   * the card columns are empty. Its payer's address is shown instead of a card's last four.
   */
  walletAgreementRef: text('wallet_agreement_ref'),
  walletEmail: text('wallet_email'),
  reuseCard: boolean('reuse_card').notNull().default(false),
  /** When a card was last saved: the checkout's 10-minute return-visit box (part 2 §4). */
  cardSavedAt: instant('card_saved_at'),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const CHARGE_PURPOSES = ['jamtrack_order', 'subscription'] as const;
export type ChargePurpose = (typeof CHARGE_PURPOSES)[number];
export const CHARGE_STATUSES = ['succeeded', 'failed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/**
 * Our ledger of every charge sent to the payment provider, whatever it paid for: JamTrack
 * orders here, subscription renewals and upgrades (`purpose`). Each row is a
 * Payment of part 2 §3 (created_at, description, status, total_in_cents = amount).
 */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ChargePurpose>().notNull(),
    provider: text('provider').notNull(),
    providerChargeRef: text('provider_charge_ref').notNull(),
    /** The key the provider received; the same key never charges twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    description: text('description').notNull(),
    /** Cents. */
    amount: integer('amount').notNull(),
    status: text('status').$type<ChargeStatus>().notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The card's last four digits or `paypal`, for the payment history. */
    paymentMethodLabel: text('payment_method_label'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('charges_provider_ref_key').on(table.provider, table.providerChargeRef),
    index('charges_user_created_idx').on(table.userId, table.createdAt.desc(), table.id),
    check('charges_purpose_check', oneOfText(table.purpose, CHARGE_PURPOSES)),
    check('charges_status_check', oneOfText(table.status, CHARGE_STATUSES)),
    check('charges_amount_check', sql`${table.amount} >= 0`),
  ],
);

/**
 * Provider events we received (webhooks), each verified by its signature and processed once:
 * the provider's event id is the key.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventRef: text('event_ref').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: instant('received_at').notNull(),
    processedAt: instant('processed_at'),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventRef] })],
);
