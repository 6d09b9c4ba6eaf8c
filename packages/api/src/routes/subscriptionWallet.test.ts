import { type BillingInfo, SANDBOX_TEST_CARDS } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  billingAccounts,
  charges,
  sandboxCharges,
  sandboxPaymentMethods,
  sandboxWalletAgreements,
} from '../db/schema';
import { SANDBOX_MESSAGES } from '../payments/sandbox/testCards';
import type { SubscriptionResponse } from '../services/subscription';
import { WALLET_AGREEMENT_ERRORS } from '../services/walletAgreement';
import {
  startTestPlatform,
  type TestClient,
  type TestPlatform,
  testDatabase,
} from '../test/platform';
import { ADDRESS, saveCard, shopper, tokenise } from '../test/store';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('subscription-wallet');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

async function subscriptionOf(client: TestClient): Promise<SubscriptionResponse> {
  const response = await client.get('/api/billing/get_subscription');
  expect(response.status).toBe(200);
  return response.body as SubscriptionResponse;
}

/** Starts an agreement and answers its id (the `token` the approval page hands back). */
async function startAgreement(client: TestClient): Promise<string> {
  const response = await client.post('/api/billing/paypal/agreement/start', {
    billing_info: ADDRESS,
  });
  expect(response.status).toBe(201);
  const url = new URL((response.body as { approval_url: string }).approval_url);
  expect(url.pathname).toMatch(/^\/sandbox\/paypal\/approve\/ba_/);
  return decodeURIComponent(url.pathname.split('/').pop() as string);
}

/** The buyer's choice on the sandbox approval page; answers where the browser goes next. */
async function decide(client: TestClient, id: string, decision: 'approve' | 'cancel') {
  const response = await client.post(`/api/sandbox/paypal/authorizations/${id}/${decision}`, {});
  expect(response.status).toBe(200);
  return new URL((response.body as { redirect_to: string }).redirect_to);
}

const confirm = (client: TestClient, token: string) =>
  client.post('/api/billing/paypal/agreement/confirm', { token });

/** A person whose subscription is paid by an approved, confirmed PayPal agreement. */
async function walletSubscriber(email = 'ana@example.com') {
  const person = await shopper(t, email);
  const token = await startAgreement(person.client);
  const back = await decide(person.client, token, 'approve');
  expect(back.searchParams.get('token')).toBe(token);
  const confirmed = await confirm(person.client, token);
  expect(confirmed.status).toBe(200);
  return {
    ...person,
    token,
    billingInfo: (confirmed.body as { billing_info: BillingInfo }).billing_info,
  };
}

describe(`PayPal billing agreement as the payment method (${testDatabase})`, () => {
  it('sends the buyer to the approval page with no amount, and stores the wallet on return', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const token = await startAgreement(ana.client);
    const page = await ana.client.get(`/api/sandbox/paypal/authorizations/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: token,
      mode: 'agreement',
      amount: null,
      status: 'created',
    });

    const back = await decide(ana.client, token, 'approve');
    expect(back.pathname).toBe('/account/payment-method/paypal');
    const confirmed = await confirm(ana.client, token);
    expect(confirmed.status).toBe(200);
    expect((confirmed.body as { billing_info: BillingInfo }).billing_info).toMatchObject({
      ...ADDRESS,
      last_four: null,
      payment_method: 'paypal',
      paypal_email: 'ana@example.com',
    });
    // Confirming again (a reload, a double click) changes nothing.
    expect((await confirm(ana.client, token)).status).toBe(200);
    const info = await ana.client.get('/api/billing/billing_info');
    expect((info.body as { billing_info: BillingInfo }).billing_info.payment_method).toBe('paypal');
    expect((await subscriptionOf(ana.client)).has_billing_info).toBe(true);
  });

  it('charges the wallet once for an upgrade, even sent twice at once, and renews it', async () => {
    const ana = await walletSubscriber();
    const [first, second] = await Promise.all([
      ana.client.post('/api/billing/change_subscription', { plan_code: 'gold-monthly' }),
      ana.client.post('/api/billing/change_subscription', { plan_code: 'gold-monthly' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 200]);
    const sent = await t.platform.db.select().from(sandboxCharges);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      walletAgreementId: ana.token,
      paymentMethodId: null,
      status: 'succeeded',
      amount: 999,
    });
    const [ledger] = await t.platform.db.select().from(charges).where(eq(charges.userId, ana.id));
    expect(ledger?.paymentMethodLabel).toBe('paypal');
    expect((await subscriptionOf(ana.client)).plan_code).toBe('gold-monthly');

    const advanced = await ana.client.post('/api/billing/sandbox/test_clock', { advance_days: 31 });
    expect(advanced.status).toBe(200);
    expect(advanced.body).toMatchObject({ renewals: { renewed: 1, failed: 0 } });
    const history = await ana.client.get('/api/billing/invoice_history');
    expect(
      (history.body as { entries: { status: string }[] }).entries.map((entry) => entry.status),
    ).toEqual(['paid', 'paid']);
  });

  it('replaces the saved card with the wallet, and a new card then replaces the wallet', async () => {
    const ana = await shopper(t, 'ana@example.com');
    expect((await saveCard(ana.client, SANDBOX_TEST_CARDS.success)).status).toBe(200);
    const token = await startAgreement(ana.client);
    // Until the agreement is confirmed, the card still pays.
    const before = await ana.client.get('/api/billing/billing_info');
    expect((before.body as { billing_info: BillingInfo }).billing_info.last_four).toBe('1111');
    await decide(ana.client, token, 'approve');
    expect((await confirm(ana.client, token)).status).toBe(200);
    const cards = await t.platform.db.select().from(sandboxPaymentMethods);
    expect(cards.every((card) => card.detachedAt !== null)).toBe(true);

    const newCard = await tokenise(ana.client, SANDBOX_TEST_CARDS.success);
    const updated = await ana.client.post('/api/billing/update_payment', {
      recurly_token: newCard,
    });
    expect(updated.status).toBe(200);
    expect((updated.body as { billing_info: BillingInfo }).billing_info).toMatchObject({
      last_four: '1111',
      payment_method: 'card',
      paypal_email: null,
    });
    const [agreement] = await t.platform.db
      .select()
      .from(sandboxWalletAgreements)
      .where(eq(sandboxWalletAgreements.id, token));
    expect(agreement?.status).toBe('revoked');
    const [account] = await t.platform.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, ana.id));
    expect(account?.walletAgreementRef).toBeNull();
  });

  it('keeps the card when the buyer cancels, and refuses to confirm a cancelled agreement', async () => {
    const ana = await shopper(t, 'ana@example.com');
    expect((await saveCard(ana.client, SANDBOX_TEST_CARDS.success)).status).toBe(200);
    const token = await startAgreement(ana.client);
    const back = await decide(ana.client, token, 'cancel');
    expect(`${back.pathname}${back.search}`).toBe('/account/payment-method?paypal=cancelled');
    const refused = await confirm(ana.client, token);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      // Part 2 §8 "Payment method", the spec's words.
      error: 'Failed to update payment method.',
      message: SANDBOX_MESSAGES.agreementCancelled,
    });
    const info = await ana.client.get('/api/billing/billing_info');
    expect((info.body as { billing_info: BillingInfo }).billing_info).toMatchObject({
      last_four: '1111',
      payment_method: 'card',
    });
  });

  it('answers 422 before approval, 404 with the §8 expiry text once lapsed or unknown', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const token = await startAgreement(ana.client);
    const early = await confirm(ana.client, token);
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ message: SANDBOX_MESSAGES.agreementNotApproved });

    t.clock.advance(3 * 60 * 60 * 1000 + 1);
    const login = await ana.client.post('/api/auths/login', {
      email: ana.email,
      password: 'correct horse battery',
    });
    expect(login.status).toBe(200);
    const lapsed = await confirm(ana.client, token);
    expect(lapsed.status).toBe(404);
    expect(lapsed.body).toMatchObject({ message: WALLET_AGREEMENT_ERRORS.expired });

    // Another person's agreement is unknown to this one.
    const bo = await walletSubscriber('bo@example.com');
    expect((await confirm(ana.client, bo.token)).status).toBe(404);
    expect((await confirm(ana.client, '')).status).toBe(400);
  });

  it('checks the billing address before leaving for the wallet', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const response = await ana.client.post('/api/billing/paypal/agreement/start', {
      billing_info: { ...ADDRESS, city: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: { city: ['City is required'] } });
    expect(await t.platform.db.select().from(sandboxWalletAgreements)).toHaveLength(0);
    expect((await t.client().post('/api/billing/paypal/agreement/start', {})).status).toBe(401);
  });
});

describe(`a revoked agreement (${testDatabase})`, () => {
  it('declines a renewal charged to it', async () => {
    const ana = await walletSubscriber();
    expect(
      (await ana.client.post('/api/billing/change_subscription', { plan_code: 'silver-monthly' }))
        .status,
    ).toBe(200);
    // The buyer revoked it at PayPal (the sandbox stands for PayPal's side here).
    await t.platform.payments.cancelWalletAgreement({
      customerRef: ana.id,
      agreementRef: ana.token,
    });
    const advanced = await ana.client.post('/api/billing/sandbox/test_clock', { advance_days: 31 });
    expect(advanced.body).toMatchObject({ renewals: { failed: 1 } });
    const info = await subscriptionOf(ana.client);
    expect(info.subscription).toMatchObject({
      state: 'past_due',
      renewal_failure_message: SANDBOX_MESSAGES.agreementInactive,
    });
  });
});
