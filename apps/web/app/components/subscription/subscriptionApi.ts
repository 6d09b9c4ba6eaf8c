import {
  type BillingInfo,
  billingFailureDisplay,
  buildCreateAccountPayload,
  invoiceHistoryQuery,
  type PaymentHistoryPage,
  type Plan,
  type SubscriptionInfo,
} from '@backline/domain';
import type { PaymentMethodFailure, PaymentMethodSubmission } from '@backline/ui';
import { STORE_API } from '../store/storeApi';

/** The subscription calls of part 2 §7 (`{provider}` is `billing`), one place for keys and loaders. */
export const SUBSCRIPTION_API = {
  subscription: '/api/billing/get_subscription',
  changeSubscription: '/api/billing/change_subscription',
  invoiceHistory: (cursor: string | null) =>
    `/api/billing/invoice_history?${new URLSearchParams(
      Object.entries(invoiceHistoryQuery(cursor)).map(([key, value]) => [key, String(value)]),
    )}`,
  updatePayment: '/api/billing/update_payment',
  billingInfo: STORE_API.billingInfo,
  tokens: STORE_API.tokens,
  createAccount: STORE_API.createAccount,
} as const;

/** GET /api/billing/get_subscription: the §3 fields, the plan list and the plan in force now. */
export interface SubscriptionResponse extends SubscriptionInfo {
  plans: Plan[];
  effective_plan_code: string;
}

export type { PaymentHistoryPage };

interface Answer {
  ok: boolean;
  status: number;
  json: unknown;
  text: string;
}

async function post(path: string, body: unknown): Promise<Answer> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { ok: response.ok, status: response.status, json, text };
}

type ErrorBody = { error?: string; errors?: Record<string, string | string[]> } | null;

const firstText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * POST change_subscription (part 2 §4): resolves on success; rejects with the server's words,
 * which PlanPicker shows after "Failed to change plan." (§8).
 */
export async function changePlan(planCode: string): Promise<void> {
  const answer = await post(SUBSCRIPTION_API.changeSubscription, { plan_code: planCode }).catch(
    () => null,
  );
  if (answer?.ok) return;
  const body = answer?.json as ErrorBody;
  const message =
    body?.error ?? firstText(body?.errors?.plan_code) ?? firstText(body?.errors?.message) ?? '';
  throw new Error(message);
}

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
];

function addressErrors(body: ErrorBody): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, texts] of Object.entries(body?.errors ?? {})) {
    const text = firstText(texts);
    if (ADDRESS_FIELDS.includes(field) && text) fields[field] = text;
  }
  return fields;
}

export type PaymentMethodOutcome =
  | { kind: 'saved'; billingInfo: BillingInfo | null }
  | { kind: 'failed'; failure: PaymentMethodFailure }
  | { kind: 'walletUnavailable' };

/**
 * Saves the payment method page (part 2 §2 Payment method, §7): a new card is tokenized with
 * the provider first (its number never reaches our API). Without a stored card the address and
 * card are saved together (create_account); with one, the address is saved keeping the card,
 * then update_payment swaps the card, which also retries a declined renewal at once. The stored
 * card alone saves the address only.
 */
export async function savePaymentMethod(
  submission: PaymentMethodSubmission,
  stored: BillingInfo | null,
): Promise<PaymentMethodOutcome> {
  // The sandbox wallet pays orders only; a subscription needs a card (reported, not faked).
  if (submission.method === 'paypal') return { kind: 'walletUnavailable' };
  const hasStoredCard = Boolean(stored?.last_four);

  let token: string | null = null;
  if (submission.method === 'credit_card' && submission.card) {
    const tokenized = await post(SUBSCRIPTION_API.tokens, submission.card);
    if (!tokenized.ok) {
      const body = tokenized.json as ErrorBody;
      const fields: Partial<Record<'number' | 'verification_value', string>> = {};
      for (const field of ['number', 'verification_value'] as const) {
        const text = firstText(body?.errors?.[field]);
        if (text) fields[field] = text;
      }
      return { kind: 'failed', failure: { kind: 'card', fields } };
    }
    token = (tokenized.json as { token: string }).token;
  }

  const keepCard = hasStoredCard && (submission.method === 'existing_card' || token !== null);
  const saved = await post(
    SUBSCRIPTION_API.createAccount,
    buildCreateAccountPayload({
      address: submission.address,
      token: keepCard ? null : token,
      method: keepCard ? 'existing_card' : 'credit_card',
      saveCardForNextTime: true,
    }),
  );
  if (!saved.ok) {
    const body = saved.json as ErrorBody;
    // A JSON refusal speaks through its fields and message; only a bare text is the alert itself.
    const display = billingFailureDisplay(
      body as Parameters<typeof billingFailureDisplay>[0],
      saved.json === null ? saved.text : '',
    );
    if (Object.keys(display.fields).length > 0) {
      return { kind: 'failed', failure: { kind: 'card', fields: display.fields } };
    }
    return {
      kind: 'failed',
      failure: { kind: 'billingInfo', fields: addressErrors(body), alert: display.alert },
    };
  }
  let billingInfo = (saved.json as { billing_info: BillingInfo | null }).billing_info;

  if (keepCard && token !== null) {
    const updated = await post(SUBSCRIPTION_API.updatePayment, { recurly_token: token });
    if (!updated.ok) {
      const body = updated.json as ErrorBody;
      const fields: Partial<Record<'number' | 'verification_value', string>> = {};
      for (const field of ['number', 'verification_value'] as const) {
        const text = firstText(body?.errors?.[field]);
        if (text) fields[field] = text;
      }
      return {
        kind: 'failed',
        failure: body?.errors?.card ? { kind: 'card', fields } : { kind: 'updateFailed' },
      };
    }
    billingInfo = (updated.json as { billing_info: BillingInfo }).billing_info;
  }
  return { kind: 'saved', billingInfo };
}
