import {
  type BillingInfo,
  billingFailureDisplay,
  buildCreateAccountPayload,
  invoiceHistoryQuery,
  isBillingAddressField,
  type PaymentHistoryPage,
  type Plan,
  type SubscriptionInfo,
} from '@backline/domain';
import type { PaymentMethodFailure, PaymentMethodSubmission } from '@backline/ui';
import { apiPostAnswer } from './fetcher';
import { STORE_API } from './store';

/** The subscription calls of part 2 §7 (`{provider}` is `billing`), one place for keys and loaders. */
export const SUBSCRIPTION_API = {
  subscription: '/api/billing/get_subscription',
  changeSubscription: '/api/billing/change_subscription',
  invoiceHistory: (cursor: string | null) =>
    `/api/billing/invoice_history?${new URLSearchParams(
      Object.entries(invoiceHistoryQuery(cursor)).map(([key, value]) => [key, String(value)]),
    )}`,
  updatePayment: '/api/billing/update_payment',
  walletAgreementStart: '/api/billing/paypal/agreement/start',
  walletAgreementConfirm: '/api/billing/paypal/agreement/confirm',
  testClock: '/api/billing/sandbox/test_clock',
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

type ErrorBody = { error?: string; errors?: Record<string, string | string[]> } | null;

const firstText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * POST change_subscription (part 2 §4): resolves on success; rejects with the server's words,
 * which PlanPicker shows after "Failed to change plan." (§8).
 */
export async function changePlan(planCode: string): Promise<void> {
  const answer = await apiPostAnswer(SUBSCRIPTION_API.changeSubscription, {
    plan_code: planCode,
  }).catch(() => null);
  if (answer?.ok) return;
  const body = answer?.json as ErrorBody;
  const message =
    body?.error ?? firstText(body?.errors?.plan_code) ?? firstText(body?.errors?.message) ?? '';
  throw new Error(message);
}

function addressErrors(body: ErrorBody): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, texts] of Object.entries(body?.errors ?? {})) {
    const text = firstText(texts);
    if (isBillingAddressField(field) && text) fields[field] = text;
  }
  return fields;
}

export type PaymentMethodOutcome =
  | { kind: 'saved'; billingInfo: BillingInfo | null }
  | { kind: 'failed'; failure: PaymentMethodFailure }
  | { kind: 'toWallet'; approvalUrl: string }
  | { kind: 'walletFailed'; message: string | null };

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
  if (submission.method === 'paypal') return startWalletAgreement(submission);
  const hasStoredCard = Boolean(stored?.last_four);

  let token: string | null = null;
  if (submission.method === 'credit_card' && submission.card) {
    const tokenized = await apiPostAnswer(SUBSCRIPTION_API.tokens, submission.card);
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
  const saved = await apiPostAnswer(
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
    const updated = await apiPostAnswer(SUBSCRIPTION_API.updatePayment, { recurly_token: token });
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

const messageOf = (json: unknown): string | null => {
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
};

/**
 * The wallet choice (decision 020): the address is saved and a PayPal billing agreement started;
 * the browser then goes to its approval page, which returns to /account/payment-method/paypal.
 */
async function startWalletAgreement(
  submission: PaymentMethodSubmission,
): Promise<PaymentMethodOutcome> {
  const started = await apiPostAnswer(SUBSCRIPTION_API.walletAgreementStart, {
    billing_info: submission.address,
  });
  if (started.ok) {
    return {
      kind: 'toWallet',
      approvalUrl: (started.json as { approval_url: string }).approval_url,
    };
  }
  const body = started.json as ErrorBody;
  if (started.status === 400 && Object.keys(addressErrors(body)).length > 0) {
    return { kind: 'failed', failure: { kind: 'billingInfo', fields: addressErrors(body) } };
  }
  return { kind: 'walletFailed', message: messageOf(started.json) };
}

export type WalletAgreementOutcome =
  | { kind: 'saved'; billingInfo: BillingInfo }
  /** Part 2 §8: the wallet error toast shows the message, or the try-again text without one. */
  | { kind: 'failed'; message: string | null };

/** Confirms the approved PayPal billing agreement on return from the approval page. */
export async function confirmWalletAgreement(token: string): Promise<WalletAgreementOutcome> {
  const answer = await apiPostAnswer(SUBSCRIPTION_API.walletAgreementConfirm, { token }).catch(
    () => null,
  );
  if (answer?.ok) {
    return {
      kind: 'saved',
      billingInfo: (answer.json as { billing_info: BillingInfo }).billing_info,
    };
  }
  return { kind: 'failed', message: answer ? messageOf(answer.json) : null };
}

/** GET/POST /api/billing/sandbox/test_clock (decision 020): the person's billing time. */
export interface TestClockState {
  frozen_time: string;
  advanced: boolean;
}

/** Moves the sandbox test clock forward; the renewal logic runs for this person up to there. */
export async function advanceTestClock(days: number): Promise<TestClockState> {
  const answer = await apiPostAnswer(SUBSCRIPTION_API.testClock, { advance_days: days });
  if (!answer.ok) throw new Error(`The test clock answered ${answer.status}`);
  return answer.json as TestClockState;
}
