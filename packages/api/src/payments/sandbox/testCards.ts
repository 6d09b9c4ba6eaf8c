import { digitsOnly, SANDBOX_TEST_CARDS } from '@backline/domain';
import type { SandboxCardOutcome } from '../../db/schema';

/**
 * The sandbox's test cards (decision 013), like a real provider's test mode:
 * 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined by the zero-amount check when it
 * is saved (and by any charge), 4000 0000 0000 0341 is saved but declined when charged,
 * 4000 0000 0000 0127 fails the CVC check when it is saved. Any other valid number succeeds.
 */
export function sandboxCardOutcome(number: string): SandboxCardOutcome {
  const digits = digitsOnly(number);
  if (digits === SANDBOX_TEST_CARDS.declined) return 'decline';
  if (digits === SANDBOX_TEST_CARDS.chargeDeclined) return 'charge_decline';
  if (digits === SANDBOX_TEST_CARDS.cvcFailure) return 'cvc_fail';
  return 'approve';
}

/** The sandbox's answers, worded like a provider's: the checkout shows them as they come. */
export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined.',
  cvcFailed: "The card's security code check failed.",
  tokenInvalid: 'The card token is invalid or has expired. Please enter your card again.',
  cardMissing: 'The saved card is no longer available. Please enter your card again.',
  walletNotApproved: 'The PayPal payment was not approved.',
  walletExpired: 'The PayPal authorization has expired.',
  walletAmountMismatch: 'The amount differs from the amount the buyer approved.',
  walletCaptured: 'The PayPal payment was already captured.',
  agreementNotFound: 'The PayPal billing agreement does not exist.',
  agreementNotApproved: 'The PayPal billing agreement was not approved.',
  agreementCancelled: 'The PayPal billing agreement was cancelled.',
  agreementInactive: 'The PayPal billing agreement is no longer active.',
} as const;

/** How long a card token may be used, as providers' tokens do (Recurly: 20 minutes). */
export const SANDBOX_TOKEN_LIFETIME_MS = 20 * 60 * 1000;
/** How long an approved wallet authorization may be captured. */
export const SANDBOX_WALLET_LIFETIME_MS = 3 * 60 * 60 * 1000;
