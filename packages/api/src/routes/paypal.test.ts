import { walletConfirmationOutcome } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { charges, purchases, sandboxCharges } from '../db/schema';
import type { DemoJamTrack } from '../demo/jamtracks';
import { SANDBOX_WALLET_LIFETIME_MS } from '../payments/sandbox/testCards';
import {
  startTestPlatform,
  type TestClient,
  type TestPlatform,
  testDatabase,
} from '../test/platform';
import { addToCart, type CartBody, seedCatalogue, shopper } from '../test/store';

let t: TestPlatform;
let catalogue: DemoJamTrack[];

beforeAll(async () => {
  t = await startTestPlatform('paypal');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
  catalogue = await seedCatalogue(t);
});

const paid = (index: number) => {
  const jamTrack = catalogue.filter((j) => j.allowFree)[index + 1];
  if (!jamTrack) throw new Error('no such JamTrack');
  return jamTrack;
};

/** A person past the free JamTrack with two JamTracks in the cart. */
async function cartOfTwo() {
  const person = await shopper(t, 'ana@example.com');
  await addToCart(person.client, catalogue.find((j) => j.allowFree)?.id ?? '');
  expect((await person.client.post('/api/billing/place_order')).status).toBe(200);
  await addToCart(person.client, paid(0).id);
  await addToCart(person.client, paid(1).id);
  return person;
}

/** Starts the wallet payment and answers the authorization id from the approval address. */
async function start(client: TestClient) {
  const response = await client.post('/api/paypal/checkout/start');
  expect(response.status).toBe(201);
  const url = new URL((response.body as { approval_url: string }).approval_url);
  expect(url.origin).toBe('http://backline.test');
  const match = /^\/sandbox\/paypal\/approve\/(wa_[\w-]+)$/.exec(url.pathname);
  expect(match).not.toBeNull();
  return match?.[1] ?? '';
}

async function approve(client: TestClient, id: string) {
  const response = await client.post(`/api/sandbox/paypal/authorizations/${id}/approve`);
  expect(response.status).toBe(200);
  return new URL((response.body as { redirect_to: string }).redirect_to);
}

describe(`wallet sandbox (${testDatabase})`, () => {
  it('shows the buyer the amount, approves, returns to the confirm page and buys once', async () => {
    const ana = await cartOfTwo();
    const total = paid(0).downloadPrice + paid(1).downloadPrice;
    const id = await start(ana.client);

    const page = await ana.client.get(`/api/sandbox/paypal/authorizations/${id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id, amount: total, status: 'created', expired: false });

    const back = await approve(ana.client, id);
    expect(`${back.origin}${back.pathname}`).toBe('http://backline.test/checkout/paypal/confirm');
    expect(back.searchParams.get('token')).toBe(id);

    const confirmed = await ana.client.post('/api/paypal/checkout/confirm', { token: id });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'paid', payment_method: 'paypal', total });
    expect(walletConfirmationOutcome(confirmed.status, null, 'x')).toEqual({
      kind: 'placed',
      redirectTo: '/my-jamtracks',
    });
    const owned = await t.platform.db.select().from(purchases).where(eq(purchases.userId, ana.id));
    expect(owned).toHaveLength(3);
    expect(((await ana.client.get('/api/shopping_carts')).body as CartBody).items).toEqual([]);
    const [ledger] = await t.platform.db
      .select()
      .from(charges)
      .where(eq(charges.paymentMethodLabel, 'PayPal'));
    expect(ledger).toMatchObject({ amount: total, status: 'succeeded' });

    // Confirming again answers the same order and captures nothing more.
    const again = await ana.client.post('/api/paypal/checkout/confirm', { token: id });
    expect(again.status).toBe(200);
    expect((again.body as { id: string }).id).toBe((confirmed.body as { id: string }).id);
    expect(await t.platform.db.select().from(sandboxCharges)).toHaveLength(1);
    expect((await t.mails()).some((mail) => mail.subject.startsWith('Your Backline order'))).toBe(
      true,
    );
  });

  it('answers 404 once the authorization has expired (the clock moved on)', async () => {
    const ana = await cartOfTwo();
    const id = await start(ana.client);
    await approve(ana.client, id);
    t.clock.advance(SANDBOX_WALLET_LIFETIME_MS + 1);
    const response = await ana.client.post('/api/paypal/checkout/confirm');
    expect(response.status).toBe(404);
    expect(walletConfirmationOutcome(response.status, null, 'x')).toEqual({
      kind: 'authorizationExpired',
    });
    expect(await t.platform.db.select().from(sandboxCharges)).toEqual([]);
  });

  it('answers 404 when there is no wallet payment to confirm', async () => {
    const ana = await cartOfTwo();
    expect((await ana.client.post('/api/paypal/checkout/confirm')).status).toBe(404);
  });

  it('answers 422 with a message when the buyer did not approve, or the cart changed', async () => {
    const ana = await cartOfTwo();
    const id = await start(ana.client);
    const notApproved = await ana.client.post('/api/paypal/checkout/confirm', { token: id });
    expect(notApproved.status).toBe(422);
    expect(notApproved.body).toEqual({ message: 'The PayPal payment was not approved.' });
    expect(walletConfirmationOutcome(422, notApproved.body as never, 'x')).toEqual({
      kind: 'purchaseError',
      message: 'The PayPal payment was not approved.',
    });

    await approve(ana.client, id);
    await addToCart(ana.client, paid(2).id);
    const changed = await ana.client.post('/api/paypal/checkout/confirm', { token: id });
    expect(changed.status).toBe(422);
    expect((changed.body as { message: string }).message).toMatch(/cart changed/);
    expect(await t.platform.db.select().from(sandboxCharges)).toEqual([]);
  });

  it('cancels back to the checkout; a cancelled payment cannot be confirmed', async () => {
    const ana = await cartOfTwo();
    const id = await start(ana.client);
    const cancelled = await ana.client.post(`/api/sandbox/paypal/authorizations/${id}/cancel`);
    expect(cancelled.body).toEqual({ redirect_to: 'http://backline.test/checkout' });
    expect((await ana.client.post('/api/paypal/checkout/confirm', { token: id })).status).toBe(422);
  });

  it('shows an authorization only to its own buyer', async () => {
    const ana = await cartOfTwo();
    const bob = await shopper(t, 'bob@example.com', 'Bob');
    const id = await start(ana.client);
    expect((await bob.client.get(`/api/sandbox/paypal/authorizations/${id}`)).status).toBe(404);
    expect((await bob.client.post(`/api/sandbox/paypal/authorizations/${id}/approve`)).status).toBe(
      404,
    );
    expect((await bob.client.post('/api/paypal/checkout/confirm', { token: id })).status).toBe(404);
  });

  it('needs something to pay for', async () => {
    const ana = await shopper(t, 'ana@example.com');
    expect((await ana.client.post('/api/paypal/checkout/start')).status).toBe(422);
    await addToCart(ana.client, paid(0).id); // the free one
    const free = await ana.client.post('/api/paypal/checkout/start');
    expect(free.status).toBe(422);
  });
});
