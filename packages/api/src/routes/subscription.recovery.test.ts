import { SANDBOX_TEST_CARDS } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { charges, invoices, sandboxCharges } from '../db/schema';
import type { PaymentProvider } from '../payments';
import { CHARGE_TIMEOUT_MS } from '../services/orders';
import { runRenewals } from '../services/renewal';
import { changeSubscription, type SubscriptionResponse } from '../services/subscription';
import { recoverSubscriptionCharges } from '../services/subscriptionRecovery';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { saveCard, shopper } from '../test/store';

// A process killed between the provider's charge of a plan (an upgrade, a renewal)
// and its invoice left a charge nobody settled; the subscription charge gets the orders'
// guarantee — settled from the provider's record within a minute, never charged twice.

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('subscription-recovery');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const DAY = 86_400_000;

async function subscriber() {
  const ana = await shopper(t, 'ana@example.com');
  expect((await saveCard(ana.client, SANDBOX_TEST_CARDS.success)).status).toBe(200);
  return ana;
}

/**
 * A payment provider whose caller's process dies at `when`: nothing after that point runs (the
 * call never returns). Resolves `reached` when it got there.
 */
function dyingProvider(when: 'before' | 'after') {
  let reached!: () => void;
  const died = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const payments: PaymentProvider = {
    ...t.platform.payments,
    async charge(input) {
      if (when === 'after') await t.platform.payments.charge(input);
      reached();
      return new Promise(() => {});
    },
  };
  return { deps: { ...t.platform, payments }, died };
}

const providerCharges = () => t.platform.db.select().from(sandboxCharges);
const ledger = (userId: string) =>
  t.platform.db.select().from(charges).where(eq(charges.userId, userId));
const invoicesOf = (userId: string) =>
  t.platform.db.select().from(invoices).where(eq(invoices.userId, userId));

async function planOf(client: Awaited<ReturnType<typeof shopper>>['client']) {
  const response = await client.get('/api/billing/get_subscription');
  expect(response.status).toBe(200);
  return response.body as SubscriptionResponse;
}

describe(`a plan charge whose process died before its invoice (${testDatabase})`, () => {
  it('moves an upgrade from the provider’s record within a minute, never charged again', async () => {
    const ana = await subscriber();
    const dying = dyingProvider('after');
    void changeSubscription(dying.deps, ana.id, 'gold-monthly');
    await dying.died;
    expect(await providerCharges()).toHaveLength(1);
    expect(await invoicesOf(ana.id)).toHaveLength(0);

    expect(await recoverSubscriptionCharges(t.platform)).toBe(0); // it may still be under way
    t.clock.advance(CHARGE_TIMEOUT_MS + 1);
    expect(await recoverSubscriptionCharges(t.platform)).toBe(1);
    expect(await recoverSubscriptionCharges(t.platform)).toBe(0);

    expect((await planOf(ana.client)).plan_code).toBe('gold-monthly');
    const [invoice, ...others] = await invoicesOf(ana.id);
    expect(others).toHaveLength(0);
    expect(invoice).toMatchObject({ status: 'paid', planCode: 'gold-monthly', amount: 999 });
    const ledgerRows = await ledger(ana.id);
    expect(ledgerRows.map((row) => row.status)).toEqual(['succeeded']);
    expect(invoice?.chargeId).toBe(ledgerRows[0]?.id);

    // The person's own retry changes nothing and charges nothing.
    const again = await ana.client.post('/api/billing/change_subscription', {
      plan_code: 'gold-monthly',
    });
    expect(again.status).toBe(200);
    expect(await providerCharges()).toHaveLength(1);
    expect(await invoicesOf(ana.id)).toHaveLength(1);
  });

  it('settles a renewal from the provider’s record; the next renewal run charges nothing', async () => {
    const ana = await subscriber();
    expect(
      (await ana.client.post('/api/billing/change_subscription', { plan_code: 'gold-monthly' }))
        .status,
    ).toBe(200);
    const paidUntil = (await planOf(ana.client)).subscription?.current_period_ends_at ?? '';
    t.clock.set(new Date(Date.parse(paidUntil) + 60_000));

    const dying = dyingProvider('after');
    void runRenewals(dying.deps, t.clock.now());
    await dying.died;
    expect(await providerCharges()).toHaveLength(2);

    t.clock.advance(CHARGE_TIMEOUT_MS + 1);
    expect(await recoverSubscriptionCharges(t.platform)).toBe(1);
    expect(await runRenewals(t.platform, t.clock.now())).toEqual({
      renewed: 0,
      failed: 0,
      moved: 0,
      ended: 0,
    });
    expect(await providerCharges()).toHaveLength(2);
    const rows = await invoicesOf(ana.id);
    expect(rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    expect((await ledger(ana.id)).filter((row) => row.status === 'succeeded')).toHaveLength(2);
    const renewed = rows.find((row) => row.periodStartedAt.toISOString() === paidUntil);
    expect(renewed?.periodEndsAt.getTime()).toBeGreaterThan(Date.parse(paidUntil) + 27 * DAY);
  });

  it('charges once on the next try when the process died before the charge', async () => {
    const ana = await subscriber();
    const dying = dyingProvider('before');
    void changeSubscription(dying.deps, ana.id, 'gold-monthly');
    await dying.died;
    t.clock.advance(CHARGE_TIMEOUT_MS + 1);
    expect(await recoverSubscriptionCharges(t.platform)).toBe(0);
    expect(await providerCharges()).toHaveLength(0);
    expect((await planOf(ana.client)).plan_code).not.toBe('gold-monthly');

    const retry = await ana.client.post('/api/billing/change_subscription', {
      plan_code: 'gold-monthly',
    });
    expect(retry.status).toBe(200);
    expect((retry.body as SubscriptionResponse).plan_code).toBe('gold-monthly');
    expect(await providerCharges()).toHaveLength(1);
  });
});
