import {
  NOTIFICATION_KINDS,
  type PaymentHistoryPage,
  SANDBOX_TEST_CARDS,
  subscriptionExplanation,
} from '@backline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  billingAccounts,
  charges,
  invoices,
  musicSessions,
  notifications,
  sandboxCharges,
  sessionHistory,
  userSubscriptions,
} from '../db/schema';
import { runRenewals } from '../services/renewal';
import type { SubscriptionResponse } from '../services/subscription';
import { GiftError, giftPlan } from '../services/subscriptionGift';
import {
  startTestPlatform,
  type TestClient,
  type TestPlatform,
  testDatabase,
} from '../test/platform';
import { saveCard, shopper, tokenise } from '../test/store';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('subscription');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const DAY = 86_400_000;
// Part 2 §8 "Subscription" and "Payment method", the spec's words.
const UPDATE_FAILED =
  'Failed to update subscription plan. Please try again later, contact support if it continues.';
const CARD_ERROR =
  'There was an error processing your card. Please check your details and try again.';
const BILLING_INFO_ERROR = 'There was an error processing your billing information.';
const PAYMENT_UPDATE_FAILED = 'Failed to update payment method.';
const HOUR = 3600;

async function subscriptionOf(client: TestClient): Promise<SubscriptionResponse> {
  const response = await client.get('/api/billing/get_subscription');
  expect(response.status).toBe(200);
  return response.body as SubscriptionResponse;
}

async function changePlan(client: TestClient, planCode: string) {
  return client.post('/api/billing/change_subscription', { plan_code: planCode });
}

async function historyOf(client: TestClient, query = '') {
  const response = await client.get(`/api/billing/invoice_history${query}`);
  expect(response.status).toBe(200);
  return response.body as PaymentHistoryPage;
}

/** A person with a saved card that pays. */
async function subscriber(email = 'ana@example.com', card: string = SANDBOX_TEST_CARDS.success) {
  const person = await shopper(t, email);
  expect((await saveCard(person.client, card)).status).toBe(200);
  return person;
}

const renew = () => runRenewals(t.platform, t.clock.now());

type Person = Awaited<ReturnType<typeof shopper>>;

/** Moves the clock and signs the people in again (a browser session lasts a day). */
async function moveClock(to: Date | number, ...people: Person[]) {
  if (typeof to === 'number') t.clock.advance(to);
  else t.clock.set(to);
  for (const person of people) {
    const response = await person.client.post('/api/auths/login', {
      email: person.email,
      password: 'correct horse battery',
    });
    expect(response.status).toBe(200);
  }
}

describe(`GET /api/billing/get_subscription (${testDatabase})`, () => {
  it('puts a new user on the free 30-day Gold trial counted from registration', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const registered = t.clock.now();
    const info = await subscriptionOf(ana.client);
    expect(info).toMatchObject({
      plan_code: null,
      desired_plan_code: null,
      admin_override_plan_code: null,
      admin_override_ends_at: null,
      in_trail: true,
      trial_ends_at: new Date(registered.getTime() + 30 * DAY).toISOString(),
      has_billing_info: false,
      subscription: null,
      effective_plan_code: 'gold-monthly',
      subscription_rules: { remaining_month_play_time: null },
    });
    expect(info.plans.map((plan) => plan.id)).toContain('gold-yearly');
    expect(info.plans[0]).toEqual({ id: 'free', name: 'Free', cycle: 'month', price: 0 });
    expect(subscriptionExplanation(info, t.clock.now()).kind).toBe('trialWithoutPlan');

    await moveClock(31 * DAY, ana);
    const after = await subscriptionOf(ana.client);
    expect(after.in_trail).toBe(false);
    expect(after.effective_plan_code).toBe('free');
    expect(after.subscription_rules.remaining_month_play_time).toBe(4 * HOUR);
  });

  it('counts play time this month only in sessions with 2 or more people', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const bo = await shopper(t, 'bo@example.com', 'Bo');
    await moveClock(new Date('2026-02-20T12:00:00.000Z'), ana, bo); // trial over: Free, 4 hours
    const db = t.platform.db;
    const session = async (at: string) => {
      const [row] = await db
        .insert(musicSessions)
        .values({
          ownerId: ana.id,
          musicianAccess: true,
          approvalRequired: false,
          createdAt: new Date(at),
        })
        .returning();
      return row?.id as string;
    };
    const played = (sessionId: string, userId: string, from: string, to: string) =>
      db
        .insert(sessionHistory)
        .values({ sessionId, userId, createdAt: new Date(from), leftAt: new Date(to) });
    const duo = await session('2026-02-10T18:00:00Z');
    await played(duo, ana.id, '2026-02-10T18:00:00Z', '2026-02-10T19:00:00Z');
    await played(duo, bo.id, '2026-02-10T18:00:00Z', '2026-02-10T19:00:00Z');
    const solo = await session('2026-02-11T18:00:00Z');
    await played(solo, ana.id, '2026-02-11T18:00:00Z', '2026-02-11T20:00:00Z');
    // Across the month start: only the half hour in February counts.
    const late = await session('2026-01-31T23:30:00Z');
    await played(late, ana.id, '2026-01-31T23:30:00Z', '2026-02-01T00:30:00Z');
    await played(late, bo.id, '2026-01-31T23:30:00Z', '2026-02-01T00:30:00Z');
    const lastMonth = await session('2026-01-20T10:00:00Z');
    await played(lastMonth, ana.id, '2026-01-20T10:00:00Z', '2026-01-20T13:00:00Z');
    await played(lastMonth, bo.id, '2026-01-20T10:00:00Z', '2026-01-20T13:00:00Z');

    const info = await subscriptionOf(ana.client);
    expect(info.subscription_rules.remaining_month_play_time).toBe(4 * HOUR - HOUR - HOUR / 2);
    const boInfo = await subscriptionOf(bo.client);
    expect(boInfo.subscription_rules.remaining_month_play_time).toBe(4 * HOUR - HOUR - HOUR / 2);

    // Next month starts from the full allowance.
    await moveClock(new Date('2026-03-01T00:00:00.000Z'), ana);
    expect((await subscriptionOf(ana.client)).subscription_rules.remaining_month_play_time).toBe(
      4 * HOUR,
    );
  });

  it('needs a session for every subscription call', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/billing/get_subscription')).status).toBe(401);
    expect((await changePlan(anonymous, 'gold-yearly')).status).toBe(401);
    expect((await anonymous.get('/api/billing/invoice_history')).status).toBe(401);
    expect(
      (await anonymous.post('/api/billing/update_payment', { recurly_token: 'x' })).status,
    ).toBe(401);
    expect((await anonymous.get('/api/jamtracks/band/gold-yearly')).status).toBe(401);
  });
});

describe(`POST /api/billing/change_subscription (${testDatabase})`, () => {
  it('upgrades with the test card: one charge and one paid invoice, even sent twice at once', async () => {
    const ana = await subscriber();
    const [first, second] = await Promise.all([
      changePlan(ana.client, 'gold-yearly'),
      changePlan(ana.client, 'gold-yearly'),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const again = await changePlan(ana.client, 'gold-yearly');
    expect(again.status).toBe(200);

    const db = t.platform.db;
    const ledger = await db.select().from(charges).where(eq(charges.userId, ana.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      purpose: 'subscription',
      status: 'succeeded',
      amount: 9999,
      description: 'Gold plan, yearly',
    });
    expect(ledger[0]?.idempotencyKey).toMatch(
      new RegExp(`^subscription:${ana.id}:gold-yearly:2026-01-15T10:00:00.000Z$`),
    );
    expect(await db.select().from(sandboxCharges)).toHaveLength(1);
    const bills = await db.select().from(invoices).where(eq(invoices.userId, ana.id));
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ status: 'paid', amount: 9999, chargeId: ledger[0]?.id });

    const info = await subscriptionOf(ana.client);
    expect(info).toMatchObject({
      plan_code: 'gold-yearly',
      desired_plan_code: 'gold-yearly',
      in_trail: false,
      has_billing_info: true,
      effective_plan_code: 'gold-yearly',
      subscription: {
        pending_subscription: null,
        remaining_billing_cycles: null,
        plan: { plan_code: 'gold-yearly' },
        state: 'active',
        current_period_ends_at: '2027-01-15T10:00:00.000Z',
      },
    });
    const history = await historyOf(ana.client);
    expect(history.entries).toEqual([
      {
        id: bills[0]?.id,
        created_at: '2026-01-15T10:00:00.000Z',
        description: 'Gold plan, yearly',
        status: 'paid',
        total_in_cents: 9999,
      },
    ]);
    expect(history.next).toBeNull();
  });

  it('refuses a paid plan without a saved card with the §8 message, changing nothing', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const response = await changePlan(ana.client, 'silver-monthly');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: UPDATE_FAILED,
      errors: { billing_info: [BILLING_INFO_ERROR] },
    });
    expect((await subscriptionOf(ana.client)).plan_code).toBeNull();
  });

  it('refuses a declined card with the §8 message; nothing changes; a new card then pays', async () => {
    const ana = await subscriber('ana@example.com', SANDBOX_TEST_CARDS.chargeDeclined);
    const response = await changePlan(ana.client, 'gold-monthly');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      error: UPDATE_FAILED,
      errors: { card: [CARD_ERROR] },
    });
    const info = await subscriptionOf(ana.client);
    expect(info.plan_code).toBeNull();
    expect(info.in_trail).toBe(true);
    expect(await t.platform.db.select().from(invoices)).toHaveLength(0);

    const token = await tokenise(ana.client, SANDBOX_TEST_CARDS.success);
    expect(
      (await ana.client.post('/api/billing/update_payment', { recurly_token: token })).status,
    ).toBe(200);
    expect((await changePlan(ana.client, 'gold-monthly')).status).toBe(200);
    const ledger = await t.platform.db.select().from(charges).where(eq(charges.userId, ana.id));
    expect(ledger.map((charge) => charge.status).sort()).toEqual(['failed', 'succeeded']);
    expect(ledger.find((c) => c.status === 'succeeded')?.idempotencyKey).toMatch(/:2$/);
    expect((await subscriptionOf(ana.client)).plan_code).toBe('gold-monthly');
  });

  it('keeps a downgrade pending until the renewal job moves it at the cycle end', async () => {
    const ana = await subscriber();
    expect((await changePlan(ana.client, 'gold-monthly')).status).toBe(200);
    const pending = await changePlan(ana.client, 'silver-monthly');
    expect(pending.status).toBe(200);
    const info = pending.body as SubscriptionResponse;
    expect(info.plan_code).toBe('gold-monthly');
    expect(info.subscription?.pending_subscription).toEqual({
      plan: { plan_code: 'silver-monthly' },
    });
    expect(subscriptionExplanation(info, t.clock.now())).toEqual({
      kind: 'pendingSwitch',
      planCode: 'gold-monthly',
      pendingPlanCode: 'silver-monthly',
    });

    t.clock.set(new Date('2026-02-15T09:59:59.000Z'));
    expect(await renew()).toEqual({ renewed: 0, failed: 0, moved: 0, ended: 0 });
    await moveClock(new Date('2026-02-15T10:30:00.000Z'), ana);
    expect(await renew()).toEqual({ renewed: 0, failed: 0, moved: 1, ended: 0 });
    expect(await renew()).toEqual({ renewed: 0, failed: 0, moved: 0, ended: 0 });

    const moved = await subscriptionOf(ana.client);
    expect(moved).toMatchObject({
      plan_code: 'silver-monthly',
      subscription: {
        pending_subscription: null,
        plan: { plan_code: 'silver-monthly' },
        current_period_ends_at: '2026-03-15T10:00:00.000Z',
      },
    });
    const history = await historyOf(ana.client);
    expect(history.entries.map((entry) => [entry.description, entry.total_in_cents])).toEqual([
      ['Silver plan, monthly', 499],
      ['Gold plan, monthly', 999],
    ]);

    // A month later the Silver plan simply renews.
    t.clock.set(new Date('2026-03-15T11:00:00.000Z'));
    expect(await renew()).toEqual({ renewed: 1, failed: 0, moved: 0, ended: 0 });
  });

  it('cancels to Free at the end of the cycle, and the plan again resumes it', async () => {
    const ana = await subscriber();
    expect((await changePlan(ana.client, 'silver-yearly')).status).toBe(200);
    const cancelled = (await changePlan(ana.client, 'free')).body as SubscriptionResponse;
    expect(cancelled.subscription?.remaining_billing_cycles).toBe(0);
    expect(subscriptionExplanation(cancelled, t.clock.now()).kind).toBe('cancelledUntilCycleEnd');
    const resumed = (await changePlan(ana.client, 'silver-yearly')).body as SubscriptionResponse;
    expect(resumed.subscription?.remaining_billing_cycles).toBeNull();
    expect(resumed.desired_plan_code).toBe('silver-yearly');
    expect((await changePlan(ana.client, 'free')).status).toBe(200);

    await moveClock(new Date('2027-01-16T00:00:00.000Z'), ana);
    expect(await renew()).toEqual({ renewed: 0, failed: 0, moved: 0, ended: 1 });
    const info = await subscriptionOf(ana.client);
    expect(info).toMatchObject({
      plan_code: 'free',
      subscription: null,
      effective_plan_code: 'free',
    });
    expect((await historyOf(ana.client)).entries).toHaveLength(1);
  });

  it('upgrades a paid plan at once with a new cycle', async () => {
    const ana = await subscriber();
    expect((await changePlan(ana.client, 'silver-monthly')).status).toBe(200);
    await moveClock(3 * DAY, ana);
    const upgraded = (await changePlan(ana.client, 'platinum-monthly'))
      .body as SubscriptionResponse;
    expect(upgraded.plan_code).toBe('platinum-monthly');
    expect(upgraded.subscription?.current_period_ends_at).toBe('2026-02-18T10:00:00.000Z');
    expect((await historyOf(ana.client)).entries.map((entry) => entry.total_in_cents)).toEqual([
      1999, 499,
    ]);
  });

  it('answers 4xx, never 500, to malformed bodies', async () => {
    const ana = await shopper(t, 'ana@example.com');
    for (const body of [{}, { plan_code: 'diamond' }, { plan_code: 5 }, [], null, 'gold']) {
      const response = await ana.client.post('/api/billing/change_subscription', body);
      expect(response.status).toBe(400);
    }
    const notJson = await ana.client.call('POST', '/api/billing/change_subscription', {
      body: '{plan_code',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const missing = await ana.client.post('/api/billing/change_subscription', {});
    expect(missing.body).toEqual({ errors: { plan_code: ['Please choose a plan'] } });
  });
});

describe(`POST /api/billing/update_payment (${testDatabase})`, () => {
  it('keeps the card on file when the new one fails the issuer’s zero-amount check', async () => {
    const ana = await subscriber();
    const declined = await tokenise(ana.client, SANDBOX_TEST_CARDS.declined);
    const response = await ana.client.post('/api/billing/update_payment', {
      recurly_token: declined,
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      errors: { number: ['Your card was declined.'], card: [CARD_ERROR] },
    });
    expect((await ana.client.get('/api/billing/billing_info')).body).toMatchObject({
      billing_info: { last_four: '1111', payment_method: 'card' },
    });
  });
});

describe(`renewal job (${testDatabase})`, () => {
  it('shows a declined renewal to the person, retries a day later, and a new card pays it', async () => {
    const ana = await subscriber();
    expect((await changePlan(ana.client, 'gold-monthly')).status).toBe(200);
    // The card on file now declines.
    const declining = await tokenise(ana.client, SANDBOX_TEST_CARDS.chargeDeclined);
    expect(
      (await ana.client.post('/api/billing/update_payment', { recurly_token: declining })).status,
    ).toBe(200);

    await moveClock(new Date('2026-02-15T10:41:00.000Z'), ana);
    expect(await renew()).toEqual({ renewed: 0, failed: 1, moved: 0, ended: 0 });
    const info = await subscriptionOf(ana.client);
    expect(info.subscription).toMatchObject({
      state: 'past_due',
      plan: { plan_code: 'gold-monthly' },
      renewal_failure_message: 'Your card was declined.',
    });
    expect(info.effective_plan_code).toBe('gold-monthly');
    expect(subscriptionExplanation(info, t.clock.now())).toEqual({
      kind: 'renewalFailed',
      planCode: 'gold-monthly',
      message: 'Your card was declined.',
    });
    const history = await historyOf(ana.client);
    expect(history.entries[0]).toMatchObject({
      description: 'Gold plan, monthly',
      status: 'failed',
      total_in_cents: 999,
    });
    const notices = await t.platform.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ana.id));
    expect(notices.map((notice) => notice.description)).toEqual([
      NOTIFICATION_KINDS.subscriptionRenewalFailed,
    ]);

    // Not again within the day.
    t.clock.advance(HOUR * 1000);
    expect(await renew()).toEqual({ renewed: 0, failed: 0, moved: 0, ended: 0 });

    // A new card pays the renewal at once.
    const paying = await tokenise(ana.client, SANDBOX_TEST_CARDS.success);
    const updated = await ana.client.post('/api/billing/update_payment', { recurly_token: paying });
    expect(updated.status).toBe(200);
    const after = await subscriptionOf(ana.client);
    expect(after.subscription).toMatchObject({
      state: 'active',
      renewal_failure_message: null,
      current_period_ends_at: '2026-03-15T10:00:00.000Z',
    });
    expect((await historyOf(ana.client)).entries.map((entry) => entry.status)).toEqual([
      'paid',
      'failed',
      'paid',
    ]);
  });

  it('moves the plan to Free after the last declined attempt', async () => {
    const ana = await subscriber();
    expect((await changePlan(ana.client, 'gold-monthly')).status).toBe(200);
    const declining = await tokenise(ana.client, SANDBOX_TEST_CARDS.chargeDeclined);
    await ana.client.post('/api/billing/update_payment', { recurly_token: declining });
    await moveClock(new Date('2026-02-15T11:00:00.000Z'), ana);
    for (let day = 0; day < 3; day += 1) {
      expect((await renew()).failed).toBe(1);
      await moveClock(DAY, ana);
    }
    const info = await subscriptionOf(ana.client);
    expect(info).toMatchObject({ plan_code: 'free', subscription: null });
    const failed = await t.platform.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, ana.id), eq(invoices.status, 'failed')));
    expect(failed).toHaveLength(3);
    expect(await renew()).toEqual({ renewed: 0, failed: 0, moved: 0, ended: 0 });
  });
});

describe(`GET /api/billing/invoice_history (${testDatabase})`, () => {
  it('pages 10 at a time with a cursor, newest first, only the person’s own', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const bo = await shopper(t, 'bo@example.com', 'Bo');
    const base = new Date('2025-06-01T00:00:00.000Z').getTime();
    await t.platform.db.insert(invoices).values(
      Array.from({ length: 24 }, (_, index) => ({
        userId: ana.id,
        planCode: 'silver-monthly',
        description: `Silver plan, monthly #${index}`,
        status: 'paid' as const,
        amount: 499,
        periodStartedAt: new Date(base + index * DAY),
        periodEndsAt: new Date(base + (index + 30) * DAY),
        chargeKey: `test:${index}`,
        // Two invoices share each instant: the id breaks the tie.
        createdAt: new Date(base + Math.floor(index / 2) * DAY),
      })),
    );
    await t.platform.db.insert(invoices).values({
      userId: bo.id,
      planCode: 'gold-monthly',
      description: 'Bo only',
      status: 'paid',
      amount: 999,
      periodStartedAt: new Date(base),
      periodEndsAt: new Date(base + 30 * DAY),
      chargeKey: 'bo',
      createdAt: new Date(base + 100 * DAY),
    });

    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: PaymentHistoryPage = await historyOf(
        ana.client,
        cursor ? `?limit=10&cursor=${cursor}` : '?limit=10',
      );
      sizes.push(page.entries.length);
      seen.push(...page.entries.map((entry) => entry.description));
      cursor = page.next;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 4]);
    expect(new Set(seen).size).toBe(24);
    expect(seen).not.toContain('Bo only');
    const times = seen.map((description) => Number(description.split('#')[1]));
    expect(times.map((index) => Math.floor(index / 2))).toEqual(
      [...times.map((index) => Math.floor(index / 2))].sort((a, b) => b - a),
    );

    expect((await historyOf(bo.client)).entries.map((entry) => entry.description)).toEqual([
      'Bo only',
    ]);
  });

  it('refuses a bad cursor or limit with 400', async () => {
    const ana = await shopper(t, 'ana@example.com');
    for (const query of [
      '?cursor=not-a-cursor!',
      '?cursor=Zm9v',
      '?limit=0',
      '?limit=11',
      '?limit=x',
    ]) {
      expect((await ana.client.get(`/api/billing/invoice_history${query}`)).status).toBe(400);
    }
  });
});

describe(`POST /api/billing/update_payment (${testDatabase})`, () => {
  it('replaces the saved card and answers the billing info with last_four', async () => {
    const ana = await subscriber('ana@example.com', '5555555555554444');
    const [before] = await t.platform.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, ana.id));
    const token = await tokenise(ana.client, SANDBOX_TEST_CARDS.success);
    const response = await ana.client.post('/api/billing/update_payment', { recurly_token: token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      billing_info: { first_name: 'Ana', city: 'Austin', last_four: '1111' },
    });
    const [after] = await t.platform.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, ana.id));
    expect(after?.paymentMethodRef).not.toBe(before?.paymentMethodRef);
    expect(after?.lastFour).toBe('1111');
    // The token is spent: sending it again is refused.
    const reused = await ana.client.post('/api/billing/update_payment', { recurly_token: token });
    expect(reused.status).toBe(422);
  });

  it('refuses a bad token, a token of another person and a missing billing address', async () => {
    const ana = await subscriber();
    const bad = await ana.client.post('/api/billing/update_payment', { recurly_token: 'tok_nope' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      error: PAYMENT_UPDATE_FAILED,
      errors: { card: [CARD_ERROR] },
    });
    const bo = await shopper(t, 'bo@example.com', 'Bo');
    const bosToken = await tokenise(bo.client, SANDBOX_TEST_CARDS.success);
    const stolen = await ana.client.post('/api/billing/update_payment', {
      recurly_token: bosToken,
    });
    expect(stolen.status).toBe(422);
    const noAddress = await bo.client.post('/api/billing/update_payment', {
      recurly_token: bosToken,
    });
    expect(noAddress.status).toBe(422);
    expect(noAddress.body).toMatchObject({
      errors: { billing_info: [BILLING_INFO_ERROR] },
    });
  });

  it('answers 400 to a missing or malformed token', async () => {
    const ana = await subscriber();
    for (const body of [{}, { recurly_token: '' }, { recurly_token: 42 }, [], 'x']) {
      expect((await ana.client.post('/api/billing/update_payment', body)).status).toBe(400);
    }
  });
});

describe(`GET /api/jamtracks/band/{plan_code} (${testDatabase})`, () => {
  it('answers the plan’s band and allowance, 404 for an unknown plan', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const gold = await ana.client.get('/api/jamtracks/band/gold-yearly');
    expect(gold.status).toBe(200);
    expect(gold.body).toEqual({
      plan_code: 'gold-yearly',
      band: 'gold',
      plan: { id: 'gold-yearly', name: 'Gold', cycle: 'year', price: 9999 },
      month_play_time: null,
    });
    expect((await ana.client.get('/api/jamtracks/band/diamond')).status).toBe(404);
  });
});

describe(`ownership (${testDatabase})`, () => {
  it('never shows or changes another person’s subscription', async () => {
    const ana = await subscriber();
    const bo = await shopper(t, 'bo@example.com', 'Bo');
    expect((await changePlan(ana.client, 'platinum-yearly')).status).toBe(200);
    const boInfo = await subscriptionOf(bo.client);
    expect(boInfo.plan_code).toBeNull();
    expect(boInfo.has_billing_info).toBe(false);
    expect((await historyOf(bo.client)).entries).toEqual([]);
    const rows = await t.platform.db.select().from(userSubscriptions);
    expect(rows.map((row) => row.userId)).toEqual([ana.id]);
  });
});

describe(`administrator gift command (${testDatabase})`, () => {
  it('gives a plan until a date, shown as the gift and in force until then', async () => {
    const ana = await subscriber();
    expect((await changePlan(ana.client, 'silver-monthly')).status).toBe(200);
    const endsAt = new Date('2026-03-01T00:00:00.000Z');
    await giftPlan(t.platform.db, t.clock, {
      email: ' ANA@example.com',
      planCode: 'platinum-yearly',
      endsAt,
    });
    const info = await subscriptionOf(ana.client);
    expect(info).toMatchObject({
      plan_code: 'silver-monthly',
      admin_override_plan_code: 'platinum-yearly',
      admin_override_ends_at: endsAt.toISOString(),
      effective_plan_code: 'platinum-yearly',
      subscription_rules: { remaining_month_play_time: null },
    });
    expect(subscriptionExplanation(info, t.clock.now())).toEqual({
      kind: 'adminGift',
      planCode: 'platinum-yearly',
      endsAt: endsAt.toISOString(),
    });
    await moveClock(new Date('2026-03-01T00:00:01.000Z'), ana);
    expect((await subscriptionOf(ana.client)).effective_plan_code).toBe('silver-monthly');
  });

  it('gifts a person who never chose a plan, and refuses bad gifts', async () => {
    const bo = await shopper(t, 'bo@example.com', 'Bo');
    const endsAt = new Date('2026-06-01T00:00:00.000Z');
    await giftPlan(t.platform.db, t.clock, { email: bo.email, planCode: 'gold-yearly', endsAt });
    const info = await subscriptionOf(bo.client);
    expect(info.admin_override_plan_code).toBe('gold-yearly');
    expect(info.in_trail).toBe(true);
    const refused = [
      { email: 'nobody@example.com', planCode: 'gold-yearly', endsAt },
      { email: bo.email, planCode: 'diamond', endsAt },
      { email: bo.email, planCode: 'free', endsAt },
      { email: bo.email, planCode: 'gold-yearly', endsAt: new Date('2025-01-01T00:00:00Z') },
      { email: bo.email, planCode: 'gold-yearly', endsAt: new Date('not a date') },
    ];
    for (const gift of refused) {
      await expect(giftPlan(t.platform.db, t.clock, gift)).rejects.toBeInstanceOf(GiftError);
    }
  });
});
