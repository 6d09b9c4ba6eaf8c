import { type BillingInfo, domainText } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { billingAccounts } from '../db/schema';
import type { ApiDeps } from '../deps';
import { billingAccountOf, presentBillingInfo } from './billing';
import { parseInput, ServiceError } from './errors';
import { renewOne } from './renewal';
import { subscriptionRowOf } from './subscription';

type PaymentDeps = Pick<ApiDeps, 'db' | 'clock' | 'payments' | 'logger' | 'bus' | 'jobs'>;

export const UPDATE_PAYMENT_ERRORS = {
  tokenRequired: 'Enter your card: it is sent to the payment provider, never to us.',
} as const;

/** Body of POST /{provider}/update_payment (part 2 §7): the provider's one-use card token. */
export const updatePaymentSchema = z.object({
  recurly_token: z
    .string({ error: UPDATE_PAYMENT_ERRORS.tokenRequired })
    .trim()
    .min(1, UPDATE_PAYMENT_ERRORS.tokenRequired)
    .max(200, UPDATE_PAYMENT_ERRORS.tokenRequired),
});

const failed = (errors: Record<string, string[]>) =>
  new ServiceError('refused', { error: domainText('paymentMethod.updateFailed'), errors });

/**
 * POST /{provider}/update_payment: the card behind the token replaces the saved one
 * (`payment_method_ref`); the billing address stays. A subscription whose renewal was declined
 * is tried again at once with the new card.
 */
export async function updatePayment(
  deps: PaymentDeps,
  userId: string,
  body: unknown,
): Promise<{ billing_info: BillingInfo }> {
  const { recurly_token: token } = parseInput(updatePaymentSchema, body);
  const account = await billingAccountOf(deps.db, userId);
  // The address comes first (create_account): a card alone is not billing information.
  if (!account) throw failed({ billing_info: [domainText('paymentMethod.billingInfoError')] });
  const attached = await deps.payments.attachCard({ customerRef: account.customerRef, token });
  if (!attached.ok) {
    throw failed({ ...attached.errors, card: [domainText('paymentMethod.cardError')] });
  }
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(billingAccounts)
    .set({
      paymentMethodRef: attached.paymentMethodRef,
      lastFour: attached.lastFour,
      cardType: attached.cardType,
      expMonth: attached.expMonth,
      expYear: attached.expYear,
      cardSavedAt: now,
      // The card replaces a PayPal billing agreement (decision 020): one method pays.
      walletAgreementRef: null,
      walletEmail: null,
      // A card saved for the subscription is kept for the next payments.
      reuseCard: true,
      updatedAt: now,
    })
    .where(eq(billingAccounts.userId, userId))
    .returning();
  if (account.paymentMethodRef && account.paymentMethodRef !== attached.paymentMethodRef) {
    await deps.payments.detachCard({
      customerRef: account.customerRef,
      paymentMethodRef: account.paymentMethodRef,
    });
  }
  if (account.walletAgreementRef) {
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
