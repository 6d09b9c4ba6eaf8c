import { NOTIFICATION_KINDS, SANDBOX_TEST_CARDS, subscriptionExplanation } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import type { ApiDeps } from '../deps';
import { ServiceError } from '../services/errors';
import { runRenewals } from '../services/renewal';
import type { SubscriptionResponse } from '../services/subscription';
import { requireSandbox } from '../services/testClock';
import {
  startTestPlatform,
  type TestClient,
  type TestPlatform,
  testDatabase,
} from '../test/platform';
import { saveCard, shopper, tokenise } from '../test/store';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('test-clock');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const DAY = 86_400_000;

async function subscriptionOf(client: TestClient): Promise<SubscriptionResponse> {
  const response = await client.get('/api/billing/get_subscription');
  expect(response.status).toBe(200);
  return response.body as SubscriptionResponse;
}

async function historyOf(client: TestClient) {
  const response = await client.get('/api/billing/invoice_history');
  expect(response.status).toBe(200);
  return (
    response.body as {
      entries: {
        description: string;
        status: string;
        total_in_cents: number;
        created_at: string;
      }[];
    }
  ).entries;
}

async function subscriber(email: string, plan: string) {
  const person = await shopper(t, email);
  expect((await saveCard(person.client, SANDBOX_TEST_CARDS.success)).status).toBe(200);
  const changed = await person.client.post('/api/billing/change_subscription', { plan_code: plan });
  expect(changed.status).toBe(200);
  return person;
}

const advance = (client: TestClient, days: unknown) =>
  client.post('/api/billing/sandbox/test_clock', { advance_days: days });

describe(`POST /api/billing/sandbox/test_clock (${testDatabase})`, () => {
  it('runs a declined renewal at the cycle end for the person alone, and shows it', async () => {
    const ana = await subscriber('ana@example.com', 'gold-yearly');
    const bo = await subscriber('bo@example.com', 'gold-monthly');
    // Downgrade, then a card that is saved but declines every charge.
    expect(
      (await ana.client.post('/api/billing/change_subscription', { plan_code: 'silver-monthly' }))
        .status,
    ).toBe(200);
    const declining = await tokenise(ana.client, SANDBOX_TEST_CARDS.chargeDeclined);
    expect(
      (await ana.client.post('/api/billing/update_payment', { recurly_token: declining })).status,
    ).toBe(200);

    const before = await ana.client.get('/api/billing/sandbox/test_clock');
    expect(before.body).toEqual({ frozen_time: t.clock.now().toISOString(), advanced: false });
    const advanced = await advance(ana.client, 365);
    expect(advanced.status).toBe(200);
    expect(advanced.body).toEqual({
      frozen_time: new Date(t.clock.now().getTime() + 365 * DAY).toISOString(),
      advanced: true,
      renewals: { renewed: 0, failed: 1, moved: 0, ended: 0 },
    });

    const info = await subscriptionOf(ana.client);
    expect(info.subscription).toMatchObject({
      state: 'past_due',
      plan: { plan_code: 'gold-yearly' },
      pending_subscription: { plan: { plan_code: 'silver-monthly' } },
      renewal_failure_message: 'Your card was declined.',
    });
    expect(subscriptionExplanation(info, t.clock.now()).kind).toBe('renewalFailed');
    const [failed] = await historyOf(ana.client);
    expect(failed).toMatchObject({
      description: 'Silver plan, monthly',
      status: 'failed',
      total_in_cents: 499,
      // Dated at the billing time it happened: the cycle end a year on.
      created_at: info.subscription?.current_period_ends_at,
    });
    const notices = await t.platform.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ana.id));
    expect(notices.map((notice) => notice.description)).toEqual([
      NOTIFICATION_KINDS.subscriptionRenewalFailed,
    ]);

    // Bo's subscription did not move, and the hourly job leaves Ana's to her clock.
    expect((await subscriptionOf(bo.client)).subscription?.state).toBe('active');
    expect(await historyOf(bo.client)).toHaveLength(1);
    const far = new Date(t.clock.now().getTime() + 400 * DAY);
    expect(await runRenewals(t.platform, far)).toMatchObject({ failed: 0 });
  });

  it('retries a day later and ends the plan after the last attempt, step by step', async () => {
    const ana = await subscriber('ana@example.com', 'gold-monthly');
    const declining = await tokenise(ana.client, SANDBOX_TEST_CARDS.chargeDeclined);
    await ana.client.post('/api/billing/update_payment', { recurly_token: declining });
    const first = await advance(ana.client, 31);
    expect(first.body).toMatchObject({ renewals: { failed: 1 } });
    const rest = await advance(ana.client, 5);
    expect(rest.body).toMatchObject({ renewals: { failed: 2 } });
    const info = await subscriptionOf(ana.client);
    expect(info.plan_code).toBe('free');
    expect((await historyOf(ana.client)).map((entry) => entry.status)).toEqual([
      'failed',
      'failed',
      'failed',
      'paid',
    ]);
  });

  it('renews every cycle passed, and a later upgrade starts at the billing time', async () => {
    const ana = await subscriber('ana@example.com', 'silver-monthly');
    const advanced = await advance(ana.client, 70);
    expect(advanced.body).toMatchObject({ renewals: { renewed: 2, failed: 0 } });
    const frozen = (advanced.body as { frozen_time: string }).frozen_time;
    const upgraded = await ana.client.post('/api/billing/change_subscription', {
      plan_code: 'gold-monthly',
    });
    expect(upgraded.status).toBe(200);
    const info = upgraded.body as SubscriptionResponse;
    const frozenEnd = new Date(frozen);
    frozenEnd.setUTCMonth(frozenEnd.getUTCMonth() + 1);
    expect(info.subscription?.current_period_ends_at).toBe(frozenEnd.toISOString());
  });

  it('refuses bad days with 400 and strangers with 401', async () => {
    const ana = await shopper(t, 'ana@example.com');
    for (const days of [0, 732, 1.5, '3', null]) {
      const response = await advance(ana.client, days);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ errors: { advance_days: [expect.any(String)] } });
    }
    expect((await advance(t.client(), 1)).status).toBe(401);
    expect((await t.client().get('/api/billing/sandbox/test_clock')).status).toBe(401);
  });

  it('exists only with the sandbox provider', () => {
    const real = { payments: { name: 'stripe' } } as unknown as Pick<ApiDeps, 'payments'>;
    expect(() => requireSandbox(real)).toThrow(ServiceError);
    expect(() => requireSandbox(t.platform)).not.toThrow();
  });
});
