import { SANDBOX_TEST_CARDS } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { charges, orders, purchases, sandboxCharges } from '../db/schema';
import type { DemoJamTrack } from '../demo/jamtracks';
import type { PaymentProvider } from '../payments';
import { CHARGE_TIMEOUT_MS, placeOrder, recoverPendingOrders } from '../services/orders';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { addToCart, saveCard, seedCatalogue, shopper } from '../test/store';

// A process killed between the provider's charge and the order's settlement left the
// order pending with a succeeded charge and no purchase; a retry charged a second time.

let t: TestPlatform;
let catalogue: DemoJamTrack[];

beforeAll(async () => {
  t = await startTestPlatform('checkout-recovery');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
  catalogue = await seedCatalogue(t);
});

/** A shopper with a saved card and one paid JamTrack in the cart. */
async function readyToPay() {
  const ana = await shopper(t, 'ana@example.com');
  const free = catalogue.find((jamTrack) => jamTrack.allowFree);
  await addToCart(ana.client, free?.id ?? '');
  expect((await ana.client.post('/api/billing/place_order')).status).toBe(200);
  await saveCard(ana.client, SANDBOX_TEST_CARDS.success);
  const jamTrack = catalogue.filter((j) => j.allowFree)[1];
  await addToCart(ana.client, jamTrack?.id ?? '');
  return ana;
}

/**
 * The order as a process that dies at `when` leaves it: the request never answers (its process
 * is gone), and nothing after that point runs.
 */
async function dieDuringPayment(userId: string, key: string, when: 'before' | 'after') {
  let reached!: () => void;
  const died = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const dying: PaymentProvider = {
    ...t.platform.payments,
    async charge(input) {
      if (when === 'after') await t.platform.payments.charge(input);
      reached();
      return new Promise(() => {});
    },
  };
  void placeOrder({ ...t.platform, payments: dying }, userId, { idempotencyKey: key });
  await died;
}

const providerCharges = () => t.platform.db.select().from(sandboxCharges);
const ledger = (userId: string) =>
  t.platform.db.select().from(charges).where(eq(charges.userId, userId));

describe(`an order whose process died mid-payment (${testDatabase})`, () => {
  it('is settled from the provider on a retry with its key, never charged again', async () => {
    const ana = await readyToPay();
    await dieDuringPayment(ana.id, 'pay-1', 'after');
    expect(await providerCharges()).toHaveLength(1);
    const pending = await t.platform.db.select().from(orders).where(eq(orders.status, 'pending'));
    expect(pending).toHaveLength(1);

    const retry = await ana.client.call('POST', '/api/billing/place_order', {
      json: {},
      headers: { 'idempotency-key': 'pay-1' },
    });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ status: 'paid' });
    expect(await providerCharges()).toHaveLength(1);
    const paidCharges = (await ledger(ana.id)).filter((row) => row.status === 'succeeded');
    expect(paidCharges).toHaveLength(1);
    expect(
      await t.platform.db.select().from(purchases).where(eq(purchases.userId, ana.id)),
    ).toHaveLength(2);
    const history = await ana.client.get('/api/billing/invoice_history');
    expect(JSON.stringify(history.body)).toContain(pending[0]?.id.slice(0, 8).toUpperCase());
  });

  it('is settled by the recovery job within a minute, with no retry at all', async () => {
    const ana = await readyToPay();
    await dieDuringPayment(ana.id, 'pay-2', 'after');
    expect(await recoverPendingOrders(t.platform)).toBe(0); // it may still be under way
    t.clock.advance(CHARGE_TIMEOUT_MS + 1);
    expect(await recoverPendingOrders(t.platform)).toBe(1);
    const [order] = await t.platform.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, 'pay-2'));
    expect(order?.status).toBe('paid');
    expect(await providerCharges()).toHaveLength(1);
    expect(
      await t.platform.db.select().from(purchases).where(eq(purchases.userId, ana.id)),
    ).toHaveLength(2);
  });

  it('is tried again, and charged once, when the process died before the charge', async () => {
    const ana = await readyToPay();
    await dieDuringPayment(ana.id, 'pay-3', 'before');
    t.clock.advance(CHARGE_TIMEOUT_MS + 1);
    const retry = await ana.client.call('POST', '/api/billing/place_order', {
      json: {},
      headers: { 'idempotency-key': 'pay-3' },
    });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ status: 'paid' });
    expect(await providerCharges()).toHaveLength(1);
  });

  it('answers a concurrent duplicate with the first order’s result, not 409', async () => {
    const ana = await readyToPay();
    const headers = { 'idempotency-key': 'pay-4' };
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        ana.client.call('POST', '/api/billing/place_order', { json: {}, headers }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => (answer.body as { id: string }).id)).size).toBe(1);
    expect(await providerCharges()).toHaveLength(1);
  });
});
