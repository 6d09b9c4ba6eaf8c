import type { BillingAddress, BillingInfoInput } from './billing';
import type { Cents } from './money';

/** Part 2 §9 "Preserve-billing flag 10 minutes (600000 ms)". */
export const PRESERVE_BILLING_MS = 600_000;

export const CHECKOUT_SUCCESS_PATH = '/checkout/success';
export const MY_JAMTRACKS_PATH = '/my-jamtracks';
export const JAMTRACKS_PATH = '/jamtracks';
export const SHOPPING_CART_PATH = '/shopping-cart';

/** Part 2 §4 "Checkout: method is credit card, existing card or wallet". */
export const CHECKOUT_PAYMENT_METHODS = ['existing_card', 'credit_card', 'paypal'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

/** User detail for purchasing (part 2 §3). */
export interface UserPurchaseDetail extends Partial<BillingAddress> {
  has_redeemable_jamtrack: boolean;
  has_recurly_account: boolean;
  reuse_card: boolean;
  first_opened_jamtrack_web_player: boolean;
  show_free_jamtrack: boolean;
  has_stored_credit_card: boolean;
}

/** The method preselected on the checkout form: the stored card when the user reuses it. */
export function initialPaymentMethod(
  user: Pick<UserPurchaseDetail, 'has_stored_credit_card' | 'reuse_card'>,
): CheckoutPaymentMethod {
  return user.has_stored_credit_card && user.reuse_card ? 'existing_card' : 'credit_card';
}

/** Part 2 §5 "Card fields are disabled when reusing the existing card" (and unused for PayPal). */
export function areCardFieldsDisabled(method: CheckoutPaymentMethod): boolean {
  return method !== 'credit_card';
}

/**
 * Part 2 §4: after a billing save the preserve-billing flag lasts 10 minutes. The flag is the
 * save time in epoch ms; it is valid at `now` for [savedAt, savedAt + 10 min).
 */
export function isPreserveBillingActive(savedAtMs: number | null | undefined, now: Date): boolean {
  if (savedAtMs === null || savedAtMs === undefined) return false;
  const elapsed = now.getTime() - savedAtMs;
  return elapsed >= 0 && elapsed < PRESERVE_BILLING_MS;
}

/** Part 2 §5 "Confirm & Pay is disabled while there is no cart total or while submitting". */
export function canConfirmAndPay(input: {
  cartTotal: Cents | null | undefined;
  submitting: boolean;
}): boolean {
  return !input.submitting && typeof input.cartTotal === 'number' && input.cartTotal > 0;
}

/** Body of POST /{provider}/create_account (part 2 §7). */
export interface CreateAccountPayload {
  billing_info: BillingInfoInput;
  terms_of_service: true;
  reuse_card_this_time: boolean;
  reuse_card_next_time: boolean;
}

/**
 * The stored card is reused this time: no token is sent. Otherwise `token` is what the
 * provider's tokenisation answered for the card the person typed (never the card itself).
 */
export function buildCreateAccountPayload(input: {
  address: BillingAddress;
  token: string | null;
  method: Exclude<CheckoutPaymentMethod, 'paypal'>;
  saveCardForNextTime: boolean;
}): CreateAccountPayload {
  const token = input.method === 'existing_card' ? null : input.token;
  return {
    billing_info:
      token === null ? { ...input.address } : { ...input.address, recurly_token: token },
    terms_of_service: true,
    reuse_card_this_time: token === null,
    reuse_card_next_time: input.saveCardForNextTime,
  };
}

/** Answer of POST /paypal/checkout/confirm, by status code (part 2 §8 Wallet confirmation). */
export type WalletConfirmationOutcome =
  | { kind: 'placed'; redirectTo: string }
  | { kind: 'authorizationExpired' }
  | { kind: 'purchaseError'; message: string }
  | { kind: 'contactSupport'; email: string };

/** 200: placed, then /my-jamtracks; 404: authorization expired; 422: purchase error; else support. */
export function walletConfirmationOutcome(
  status: number,
  body: { message?: string | null } | null | undefined,
  supportEmail: string,
): WalletConfirmationOutcome {
  if (status >= 200 && status < 300) return { kind: 'placed', redirectTo: MY_JAMTRACKS_PATH };
  if (status === 404) return { kind: 'authorizationExpired' };
  if (status === 422) return { kind: 'purchaseError', message: body?.message ?? '' };
  return { kind: 'contactSupport', email: supportEmail };
}

/** The `{details}` of "Error submitting payment: {details}", for apps that translate the rest. */
export function orderPlacementErrorDetails(
  body: { errors?: Readonly<Record<string, string | readonly string[]>> | null } | null | undefined,
  responseText: string,
): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(body?.errors ?? {})) {
    for (const text of typeof value === 'string' ? [value] : value) parts.push(`${key} ${text}`);
  }
  return parts.length > 0 ? parts.join(', ') : responseText.trim();
}

/**
 * /checkout/success?free=yes&jamtrackId=… for a free claim, /checkout/success?order=… for an
 * order: the page shows what was bought, and nothing it cannot find (opened directly).
 */
export function checkoutSuccessPath(claim?: { jamTrackId: string } | { orderId: string }): string {
  if (!claim) return CHECKOUT_SUCCESS_PATH;
  if ('orderId' in claim)
    return `${CHECKOUT_SUCCESS_PATH}?order=${encodeURIComponent(claim.orderId)}`;
  return `${CHECKOUT_SUCCESS_PATH}?free=yes&jamtrackId=${encodeURIComponent(claim.jamTrackId)}`;
}

/** Reads the success page's query (part 2 §2: free=yes means the free first JamTrack). */
export function parseCheckoutSuccessQuery(query: {
  free?: string | null;
  jamtrackId?: string | null;
  order?: string | null;
}): { free: boolean; jamTrackId: string | null; orderId: string | null } {
  return {
    free: query.free === 'yes',
    jamTrackId: query.jamtrackId?.trim() || null,
    orderId: query.order?.trim() || null,
  };
}
