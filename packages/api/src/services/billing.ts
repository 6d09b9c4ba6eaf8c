import {
  type BillingAddress,
  type BillingInfo,
  billingAddressSchema,
  type UserPurchaseDetail,
} from '@backline/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { billingAccounts } from '../db/schema';
import type { ApiDeps } from '../deps';
import type { ChargeSource } from '../payments';
import { freeJamTrackState } from './cart';
import { fieldRefusals, ServiceError, toFieldErrors } from './errors';
import { hasOpenedPlayer } from './mixdowns';

type BillingRow = typeof billingAccounts.$inferSelect;

/** Refusals of the billing calls, keyed as part 2 §8 shows them (fields or `message`). */
export const BILLING_ERRORS = {
  termsRequired: 'You must accept the terms of service.',
  tokenRequired: 'Enter your card: it is sent to the payment provider, never to us.',
  cardNumbersRefused:
    'Card details go to the payment provider, not to us: send the token it returned as recurly_token.',
  noStoredCard: 'There is no saved card to reuse. Please enter your card.',
} as const;

const CARD_FIELDS = ['number', 'month', 'year', 'verification_value'] as const;

/** The body of POST /billing/create_account (part 2 §7). */
const createAccountSchema = z.object({
  billing_info: z.record(z.string(), z.unknown()).default({}),
  terms_of_service: z.literal(true, { error: BILLING_ERRORS.termsRequired }),
  reuse_card_this_time: z.boolean().default(false),
  reuse_card_next_time: z.boolean().default(false),
});

export function presentBillingInfo(row: BillingRow | undefined): BillingInfo | null {
  if (!row) return null;
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    last_four: row.paymentMethodRef ? row.lastFour : null,
    payment_method: row.walletAgreementRef ? 'paypal' : row.paymentMethodRef ? 'card' : null,
    paypal_email: row.walletAgreementRef ? row.walletEmail : null,
  };
}

/**
 * What a subscription charge is sent to: the PayPal billing agreement or the saved card
 * (decision 020), or null when neither is saved.
 */
export function chargeSourceOf(
  account: Pick<BillingRow, 'walletAgreementRef' | 'paymentMethodRef'> | undefined,
): ChargeSource | null {
  if (account?.walletAgreementRef) {
    return { kind: 'wallet_agreement', walletAgreementRef: account.walletAgreementRef };
  }
  if (account?.paymentMethodRef)
    return { kind: 'card', paymentMethodRef: account.paymentMethodRef };
  return null;
}

export async function billingAccountOf(db: Db, userId: string): Promise<BillingRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return row;
}

/**
 * POST /billing/create_account: saves the billing address and, unless the saved card is reused
 * this time, vaults the card behind `billing_info.recurly_token` with the provider. Address
 * errors are 400 keyed by field; the provider's refusals 422 keyed `number`,
 * `verification_value` or `message` (part 2 §8 "Billing account creation failure").
 */
export async function createBillingAccount(
  deps: Pick<ApiDeps, 'db' | 'clock' | 'payments'>,
  userId: string,
  body: unknown,
): Promise<BillingInfo> {
  const parsed = createAccountSchema.safeParse(body);
  if (!parsed.success) throw fieldRefusals(toFieldErrors(parsed.error));
  const input = parsed.data;
  const raw = input.billing_info;
  const carriesCard = CARD_FIELDS.filter((field) => raw[field] !== undefined && raw[field] !== '');
  if (carriesCard.length > 0) {
    throw fieldRefusals(
      Object.fromEntries(carriesCard.map((field) => [field, [BILLING_ERRORS.cardNumbersRefused]])),
    );
  }
  const address = billingAddressSchema.safeParse(raw);
  if (!address.success) throw fieldRefusals(toFieldErrors(address.error));
  const token = typeof raw.recurly_token === 'string' ? raw.recurly_token.trim() : '';

  const existing = await billingAccountOf(deps.db, userId);
  const now = deps.clock.now();
  let card: Pick<
    BillingRow,
    'paymentMethodRef' | 'lastFour' | 'cardType' | 'expMonth' | 'expYear' | 'cardSavedAt'
  > &
    Partial<Pick<BillingRow, 'walletAgreementRef' | 'walletEmail'>>;
  if (input.reuse_card_this_time) {
    if (!existing?.paymentMethodRef) {
      throw new ServiceError('refused', { errors: { message: [BILLING_ERRORS.noStoredCard] } });
    }
    card = existing;
  } else {
    if (token === '') throw fieldRefusals({ number: [BILLING_ERRORS.tokenRequired] });
    const attached = await deps.payments.attachCard({ customerRef: userId, token });
    if (!attached.ok) throw new ServiceError('refused', { errors: attached.errors });
    if (existing?.paymentMethodRef) {
      await deps.payments.detachCard({
        customerRef: userId,
        paymentMethodRef: existing.paymentMethodRef,
      });
    }
    if (existing?.walletAgreementRef) {
      // A new card replaces a PayPal billing agreement (decision 020): one method pays.
      await deps.payments.cancelWalletAgreement({
        customerRef: userId,
        agreementRef: existing.walletAgreementRef,
      });
    }
    card = {
      walletAgreementRef: null,
      walletEmail: null,
      paymentMethodRef: attached.paymentMethodRef,
      lastFour: attached.lastFour,
      cardType: attached.cardType,
      expMonth: attached.expMonth,
      expYear: attached.expYear,
      cardSavedAt: now,
    };
  }
  const values = {
    ...addressColumns(address.data),
    ...card,
    provider: deps.payments.name,
    customerRef: userId,
    reuseCard: input.reuse_card_next_time,
    updatedAt: now,
  };
  const [row] = await deps.db
    .insert(billingAccounts)
    .values({ userId, createdAt: now, ...values })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: values })
    .returning();
  const info = presentBillingInfo(row);
  if (!info) throw new Error('The billing account was not stored.');
  return info;
}

export const addressColumns = (address: BillingAddress) => ({
  firstName: address.first_name,
  lastName: address.last_name,
  address1: address.address1,
  address2: address.address2 || null,
  city: address.city,
  state: address.state,
  zip: address.zip,
  country: address.country.toUpperCase(),
});

/**
 * The purchase flags of part 2 §3 "User detail for purchasing", for GET /users/{id} (the
 * people API merges them into the user detail) and the checkout. `first_opened_jamtrack_web_player`
 * is what the player recorded (POST /users/progression/opened_jamtrack_web_player).
 */
export async function purchaseDetail(
  db: Db,
  userId: string,
  player: { firstOpenedJamTrackWebPlayer?: boolean } = {},
): Promise<UserPurchaseDetail> {
  const [account, flags, openedPlayer] = await Promise.all([
    billingAccountOf(db, userId),
    freeJamTrackState(db, userId),
    player.firstOpenedJamTrackWebPlayer ?? hasOpenedPlayer(db, userId),
  ]);
  const address = presentBillingInfo(account);
  return {
    ...flags,
    has_recurly_account: account !== undefined,
    reuse_card: account?.reuseCard ?? false,
    first_opened_jamtrack_web_player: openedPlayer,
    has_stored_credit_card: Boolean(account?.paymentMethodRef && account.reuseCard),
    ...(address
      ? {
          first_name: address.first_name,
          last_name: address.last_name,
          address1: address.address1,
          address2: address.address2 ?? null,
          city: address.city,
          state: address.state,
          zip: address.zip,
          country: address.country,
        }
      : {}),
  };
}

/**
 * Only the six purchase flags of part 2 §3, without the address: GET /users/{id} adds them to
 * the person, whose own first_name, city, state and country (the profile's) must stay.
 */
export async function purchaseFlags(db: Db, userId: string) {
  const {
    has_redeemable_jamtrack,
    has_recurly_account,
    reuse_card,
    first_opened_jamtrack_web_player,
    show_free_jamtrack,
    has_stored_credit_card,
  } = await purchaseDetail(db, userId);
  return {
    has_redeemable_jamtrack,
    has_recurly_account,
    reuse_card,
    first_opened_jamtrack_web_player,
    show_free_jamtrack,
    has_stored_credit_card,
  };
}
