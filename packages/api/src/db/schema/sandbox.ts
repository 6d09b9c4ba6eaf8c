import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';

/*
 * The sandbox payment provider's own tables (decision 013). They stand for a real provider's
 * side: nothing of ours references them by foreign key, and our tables hold only their ids
 * (`customer_ref`, `payment_method_ref`, `provider_charge_ref`), as they would with a real one.
 * Card numbers are never stored, not even here: a test card's number decides its `outcome` when
 * it is tokenised, and only that outcome, the last four digits, the brand and the expiry remain.
 */

const oneOfText = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/**
 * What the sandbox will do with a card: approve; decline it at once (the zero-amount check when
 * it is saved, and any charge); save it but decline its charges; or fail the CVC check.
 */
export const SANDBOX_CARD_OUTCOMES = ['approve', 'decline', 'charge_decline', 'cvc_fail'] as const;
export type SandboxCardOutcome = (typeof SANDBOX_CARD_OUTCOMES)[number];

/** One-use card tokens made by POST /billing/tokens (the provider's script stand-in). */
export const sandboxTokens = pgTable(
  'sandbox_tokens',
  {
    id: text('id').primaryKey(),
    /** Who tokenised it; only they may use it. */
    customerRef: text('customer_ref').notNull(),
    lastFour: text('last_four').notNull(),
    cardType: text('card_type').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    outcome: text('outcome').$type<SandboxCardOutcome>().notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    check('sandbox_tokens_outcome_check', oneOfText(table.outcome, SANDBOX_CARD_OUTCOMES)),
  ],
);

/** Cards vaulted on a customer (what a token becomes once verified). */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    customerRef: text('customer_ref').notNull(),
    lastFour: text('last_four').notNull(),
    cardType: text('card_type').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    outcome: text('outcome').$type<SandboxCardOutcome>().notNull(),
    createdAt: instant('created_at').notNull(),
    detachedAt: instant('detached_at'),
  },
  (table) => [
    index('sandbox_payment_methods_customer_idx').on(table.customerRef),
    check('sandbox_payment_methods_outcome_check', oneOfText(table.outcome, SANDBOX_CARD_OUTCOMES)),
  ],
);

export const SANDBOX_WALLET_STATUSES = ['created', 'approved', 'cancelled', 'captured'] as const;
export type SandboxWalletStatus = (typeof SANDBOX_WALLET_STATUSES)[number];

/**
 * Wallet ("PayPal") authorizations: created for an amount, approved or cancelled by the buyer on
 * the sandbox approval page, captured by a charge; lapse at `expires_at`.
 */
export const sandboxWalletAuthorizations = pgTable(
  'sandbox_wallet_authorizations',
  {
    id: text('id').primaryKey(),
    customerRef: text('customer_ref').notNull(),
    /** Cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<SandboxWalletStatus>().notNull(),
    /** The sandbox buyer's address shown on the approval page. */
    payerEmail: text('payer_email'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    approvedAt: instant('approved_at'),
  },
  (table) => [
    index('sandbox_wallet_authorizations_customer_idx').on(table.customerRef),
    check('sandbox_wallet_status_check', oneOfText(table.status, SANDBOX_WALLET_STATUSES)),
    check('sandbox_wallet_amount_check', sql`${table.amount} > 0`),
  ],
);

export const SANDBOX_AGREEMENT_STATUSES = [
  'created',
  'approved',
  'cancelled',
  'active',
  'revoked',
] as const;
export type SandboxAgreementStatus = (typeof SANDBOX_AGREEMENT_STATUSES)[number];

/**
 * Wallet billing agreements (decision 020): approved by the buyer on the same approval page,
 * with no amount, then activated by the merchant; an active one may be charged any number of
 * times (subscription upgrades and renewals) until it is revoked.
 */
export const sandboxWalletAgreements = pgTable(
  'sandbox_wallet_agreements',
  {
    id: text('id').primaryKey(),
    customerRef: text('customer_ref').notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<SandboxAgreementStatus>().notNull(),
    payerEmail: text('payer_email'),
    createdAt: instant('created_at').notNull(),
    /** Approval must happen before this; an active agreement does not lapse. */
    expiresAt: instant('expires_at').notNull(),
    approvedAt: instant('approved_at'),
    activatedAt: instant('activated_at'),
  },
  (table) => [
    index('sandbox_wallet_agreements_customer_idx').on(table.customerRef),
    check(
      'sandbox_wallet_agreement_status_check',
      oneOfText(table.status, SANDBOX_AGREEMENT_STATUSES),
    ),
  ],
);

export const SANDBOX_CHARGE_STATUSES = ['succeeded', 'failed'] as const;
export type SandboxChargeStatus = (typeof SANDBOX_CHARGE_STATUSES)[number];

/**
 * Charges. `idempotency_key` is unique: the same key answers the first charge again and never
 * charges twice; reusing it for a different request (amount, customer, source) is refused.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of the request's parameters, to refuse a key reused for another request. */
    requestHash: text('request_hash').notNull(),
    customerRef: text('customer_ref').notNull(),
    paymentMethodId: text('payment_method_id'),
    walletAuthorizationId: text('wallet_authorization_id'),
    walletAgreementId: text('wallet_agreement_id'),
    /** Cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<SandboxChargeStatus>().notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('sandbox_charges_customer_idx').on(table.customerRef, table.createdAt),
    // A wallet authorization is captured at most once.
    uniqueIndex('sandbox_charges_wallet_key')
      .on(table.walletAuthorizationId)
      .where(sql`${table.status} = 'succeeded'`),
    check('sandbox_charges_status_check', oneOfText(table.status, SANDBOX_CHARGE_STATUSES)),
    check('sandbox_charges_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * Events the sandbox emits (charge.succeeded, charge.failed, wallet.approved, …), each signed
 * with HMAC-SHA256 over `<created_at seconds>.<payload JSON>` like a real provider's webhooks.
 */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    signature: text('signature').notNull(),
    createdAt: instant('created_at').notNull(),
    deliveredAt: instant('delivered_at'),
  },
  (table) => [
    index('sandbox_events_undelivered_idx')
      .on(table.createdAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);
