import { type BillingInfo, billingAddressSchema, domainText } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { billingAccounts } from '../db/schema';
import type { ApiDeps } from '../deps';
import { addressColumns, billingAccountOf, presentBillingInfo } from './billing';
import { fieldRefusals, parseInput, ServiceError, toFieldErrors } from './errors';
import { renewOne } from './renewal';
import { subscriptionRowOf } from './subscription';

/*
 * The wallet ("PayPal") as the subscription's payment method (decision 020), built like a
 * provider's billing agreement: start (address saved, agreement created, browser sent to the
 * approval page with no amount), the buyer approves, the browser returns to
 * /account/payment-method/paypal, and confirm activates the agreement and stores it in place
 * of the card. Upgrades and renewals then charge the agreement.
 */

type WalletDeps = Pick<ApiDeps, 'db' | 'clock' | 'payments' | 'logger' | 'bus' | 'jobs' | 'config'>;

/** Where the approval page sends the browser back (web routes). */
export const WALLET_AGREEMENT_PATHS = {
  return: '/account/payment-method/paypal',
  cancel: '/account/payment-method?paypal=cancelled',
} as const;

/** Refusals, worded as part 2 §8 (Wallet confirmation, Payment method) reads them. */
export const WALLET_AGREEMENT_ERRORS = {
  expired: 'PayPal authorization has expired. Please restart the PayPal confirmation process.',
} as const;

const startSchema = z.object({ billing_info: z.record(z.string(), z.unknown()).default({}) });
const confirmSchema = z.object({ token: z.string().trim().min(1).max(200) });

const failed = (code: 'notFound' | 'refused', message: string) =>
  new ServiceError(code, { error: domainText('paymentMethod.updateFailed'), message });

/**
 * POST /billing/paypal/agreement/start: saves the billing address (the card, if any, stays until
 * the agreement is confirmed) and answers the approval page's address.
 */
export async function startWalletAgreement(
  deps: WalletDeps,
  userId: string,
  body: unknown,
): Promise<{ approval_url: string }> {
  const parsed = startSchema.safeParse(body);
  if (!parsed.success) throw fieldRefusals(toFieldErrors(parsed.error));
  const address = billingAddressSchema.safeParse(parsed.data.billing_info);
  if (!address.success) throw fieldRefusals(toFieldErrors(address.error));
  const now = deps.clock.now();
  const values = { ...addressColumns(address.data), updatedAt: now };
  await deps.db
    .insert(billingAccounts)
    .values({
      userId,
      provider: deps.payments.name,
      customerRef: userId,
      createdAt: now,
      ...values,
    })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: values });
  const agreement = await deps.payments.createWalletAgreement({
    customerRef: userId,
    description: 'Backline subscription',
    returnUrl: `${deps.config.publicUrl}${WALLET_AGREEMENT_PATHS.return}`,
    cancelUrl: `${deps.config.publicUrl}${WALLET_AGREEMENT_PATHS.cancel}`,
  });
  return { approval_url: agreement.approvalUrl };
}

/**
 * POST /billing/paypal/agreement/confirm {token}: activates the approved agreement and makes it
 * the payment method in place of the card (which is forgotten). 404 when it is unknown or
 * lapsed (§8 "PayPal authorization has expired…"), 422 `{message}` when cancelled or not
 * approved. Confirming twice is harmless. A declined renewal is tried again at once.
 */
export async function confirmWalletAgreement(
  deps: WalletDeps,
  userId: string,
  body: unknown,
): Promise<{ billing_info: BillingInfo }> {
  const { token } = parseInput(confirmSchema, body ?? {});
  const account = await billingAccountOf(deps.db, userId);
  if (!account) {
    throw new ServiceError('refused', {
      error: domainText('paymentMethod.updateFailed'),
      errors: { billing_info: [domainText('paymentMethod.billingInfoError')] },
    });
  }
  const activated = await deps.payments.activateWalletAgreement({
    customerRef: account.customerRef,
    agreementRef: token,
  });
  if (!activated.ok) {
    if (activated.code === 'not_found' || activated.code === 'expired') {
      throw failed('notFound', WALLET_AGREEMENT_ERRORS.expired);
    }
    throw failed('refused', activated.message);
  }
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(billingAccounts)
    .set({
      walletAgreementRef: activated.agreement.id,
      walletEmail: activated.agreement.payerEmail,
      paymentMethodRef: null,
      lastFour: null,
      cardType: null,
      expMonth: null,
      expYear: null,
      cardSavedAt: null,
      reuseCard: false,
      updatedAt: now,
    })
    .where(eq(billingAccounts.userId, userId))
    .returning();
  if (account.paymentMethodRef) {
    await deps.payments.detachCard({
      customerRef: account.customerRef,
      paymentMethodRef: account.paymentMethodRef,
    });
  }
  if (account.walletAgreementRef && account.walletAgreementRef !== activated.agreement.id) {
    await deps.payments.cancelWalletAgreement({
      customerRef: account.customerRef,
      agreementRef: account.walletAgreementRef,
    });
  }
  const subscription = await subscriptionRowOf(deps.db, userId);
  if (subscription?.state === 'past_due' && subscription.currentPeriodEndsAt) {
    await renewOne(deps, { ...subscription, renewalFailedAt: null }, now);
  }
  const info = presentBillingInfo(row);
  if (!info) throw new Error('The billing account was not stored.');
  return { billing_info: info };
}
