import {
  type BillingAddress,
  type BillingFailureDisplay,
  billingFailureDisplay,
  buildCreateAccountPayload,
  type CardFields,
  type CheckoutPaymentMethod,
  digitsOnly,
  isBillingAddressField,
  orderPlacementErrorDetails,
} from '@backline/domain';
import { apiPostAnswer } from './fetcher';
import { STORE_API } from './store';

/** Part 2 §4: the preserve-billing flag (save time, epoch ms) and the kept purchase answer. */
export const PRESERVE_BILLING_KEY = 'backline.checkout.preserveBilling';
export const LAST_PURCHASE_KEY = 'backline.checkout.lastPurchase';

type FieldErrors = Record<string, string[]>;

export type CheckoutOutcome =
  | { kind: 'paid'; order: { id: string } }
  /** The card failed the card rules (400 from the tokenizer), by field. */
  | { kind: 'cardInvalid'; errors: FieldErrors }
  /** The billing save failed: address errors by field, the provider's card errors, an alert. */
  | { kind: 'billingFailed'; addressErrors: FieldErrors; display: BillingFailureDisplay }
  /** Part 2 §8 "Error submitting payment: {details}" (the page translates the rest). */
  | { kind: 'orderFailed'; details: string };

const firstErrors = (json: unknown): FieldErrors =>
  ((json as { errors?: FieldErrors } | null)?.errors ?? {}) as FieldErrors;

/**
 * Pays the cart by card (part 2 §4 Checkout): a new card is tokenized with the provider first
 * (its number never reaches our API), the billing info is saved (create_account), which starts
 * the 10-minute preserve-billing flag, then the order is placed with the total the page showed
 * and the page's idempotency key, so a retry or a double click charges once.
 */
export async function payByCard(input: {
  address: BillingAddress;
  card: CardFields | null;
  method: Exclude<CheckoutPaymentMethod, 'paypal'>;
  saveCardForNextTime: boolean;
  /** The preserve-billing flag is active and the person did not ask to change it. */
  billingSaved: boolean;
  total: number;
  idempotencyKey: string;
}): Promise<CheckoutOutcome> {
  if (!input.billingSaved) {
    let token: string | null = null;
    if (input.method === 'credit_card' && input.card) {
      const tokenized = await apiPostAnswer(STORE_API.tokens, {
        ...input.card,
        number: digitsOnly(input.card.number),
      });
      if (!tokenized.ok) return { kind: 'cardInvalid', errors: firstErrors(tokenized.json) };
      token = (tokenized.json as { token: string }).token;
    }
    const saved = await apiPostAnswer(
      STORE_API.createAccount,
      buildCreateAccountPayload({
        address: input.address,
        token,
        method: input.method,
        saveCardForNextTime: input.saveCardForNextTime,
      }),
    );
    if (!saved.ok) {
      const errors = firstErrors(saved.json);
      const addressErrors = Object.fromEntries(
        Object.entries(errors).filter(([field]) => isBillingAddressField(field)),
      );
      return {
        kind: 'billingFailed',
        addressErrors,
        display: billingFailureDisplay(
          saved.json as Parameters<typeof billingFailureDisplay>[0],
          Object.keys(addressErrors).length > 0 ? '' : saved.text,
        ),
      };
    }
    window.localStorage.setItem(PRESERVE_BILLING_KEY, String(Date.now()));
  }
  const placed = await apiPostAnswer(
    STORE_API.placeOrder,
    { total: input.total },
    { 'idempotency-key': input.idempotencyKey },
  );
  if (!placed.ok) {
    const body = placed.json as Parameters<typeof orderPlacementErrorDetails>[0];
    const message = (placed.json as { error?: string } | null)?.error;
    return {
      kind: 'orderFailed',
      details: orderPlacementErrorDetails(body, message ?? placed.text),
    };
  }
  window.localStorage.removeItem(PRESERVE_BILLING_KEY);
  window.localStorage.setItem(LAST_PURCHASE_KEY, JSON.stringify(placed.json));
  return { kind: 'paid', order: placed.json as { id: string } };
}

/** Starts the wallet payment: the browser goes to the wallet's approval page. */
export async function startWalletPayment(): Promise<string | null> {
  const started = await apiPostAnswer(STORE_API.walletStart, {});
  if (!started.ok) return null;
  return (started.json as { approval_url: string }).approval_url;
}

/** Confirms the approved wallet payment (part 2 §8 reads the status and `message`). */
export async function confirmWalletPayment(token: string | null) {
  const confirmed = await apiPostAnswer(STORE_API.walletConfirm, token ? { token } : {});
  if (confirmed.ok) window.localStorage.setItem(LAST_PURCHASE_KEY, JSON.stringify(confirmed.json));
  return { status: confirmed.status, body: confirmed.json as { message?: string } | null };
}
