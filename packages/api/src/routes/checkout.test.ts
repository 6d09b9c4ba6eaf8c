import {
  type CartItem,
  cartTotalCents,
  orderPlacementErrorDetails,
  SANDBOX_TEST_CARDS,
} from '@backline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JAMTRACK_AUDIO_QUEUE } from '../audio/jamTrackAudio';
import { queryRows } from '../db/client';
import {
  billingAccounts,
  charges,
  jamTrackTracks,
  orders,
  paymentEvents,
  purchases,
  sandboxCharges,
  sandboxPaymentMethods,
  sandboxTokens,
} from '../db/schema';
import type { DemoJamTrack } from '../demo/jamtracks';
import { purchaseDetail } from '../services/billing';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import {
  ADDRESS,
  addToCart,
  type CartBody,
  saveCard,
  seedCatalogue,
  shopper,
  tokenise,
} from '../test/store';

let t: TestPlatform;
let catalogue: DemoJamTrack[];

beforeAll(async () => {
  t = await startTestPlatform('checkout');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
  catalogue = await seedCatalogue(t);
});

/** A person who already used the free first JamTrack, so every add is paid. */
async function payingShopper(email = 'ana@example.com') {
  const person = await shopper(t, email);
  const freebie = catalogue.find((jamTrack) => jamTrack.allowFree);
  await addToCart(person.client, freebie?.id ?? '');
  expect((await person.client.post('/api/billing/place_order')).status).toBe(200);
  return person;
}

const paid = (index: number) => {
  const jamTrack = catalogue.filter((j) => j.allowFree)[index + 1];
  if (!jamTrack) throw new Error('no such JamTrack');
  return jamTrack;
};

describe(`shopping cart (${testDatabase})`, () => {
  it('needs a session for every cart call', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/shopping_carts')).status).toBe(401);
    const add = await anonymous.post('/api/shopping_carts/add_jamtrack', {
      id: catalogue[0]?.id,
      variant: 'full',
    });
    expect(add.status).toBe(401);
  });

  it('makes the first JamTrack of a new person a free redemption (fast_reedem)', async () => {
    const ana = await shopper(t, 'ana@example.com');
    expect(await purchaseDetail(t.platform.db, ana.id)).toMatchObject({
      has_redeemable_jamtrack: true,
      show_free_jamtrack: true,
    });
    const first = await addToCart(ana.client, paid(0).id);
    expect(first.fast_reedem).toBe(true);
    expect(first.items).toEqual([
      expect.objectContaining({
        quantity: 1,
        jam_track_id: paid(0).id,
        product_info: {
          sale_display: paid(0).name,
          total_price: paid(0).downloadPrice,
          real_price: 0,
          free: true,
        },
      }),
    ]);
    expect(first.total).toBe(0);
    // The offer is spent while it waits in the cart; the next add is paid.
    expect(await purchaseDetail(t.platform.db, ana.id)).toMatchObject({
      has_redeemable_jamtrack: true,
      show_free_jamtrack: false,
    });
    const second = await addToCart(ana.client, paid(1).id);
    expect(second.fast_reedem).toBe(false);
    expect(second.total).toBe(paid(1).downloadPrice);
  });

  it('totals the cart as the sum of real_price from @backline/domain', async () => {
    const ana = await payingShopper();
    for (const index of [0, 1, 2, 6]) await addToCart(ana.client, paid(index).id);
    const cart = (await ana.client.get('/api/shopping_carts')).body as CartBody;
    expect(cart.items).toHaveLength(4);
    expect(cart.total).toBe(cartTotalCents(cart.items as unknown as CartItem[]));
    expect(cart.total).toBe([0, 1, 2, 6].reduce((sum, i) => sum + paid(i).downloadPrice, 0));
    expect(cart.subtotal).toBe(cart.total);
    expect(cart.tax).toBe(0);
  });

  it('adds a JamTrack once, refuses one already owned and an unknown one', async () => {
    const ana = await payingShopper();
    await addToCart(ana.client, paid(0).id);
    const again = await addToCart(ana.client, paid(0).id);
    expect(again.items).toHaveLength(1);
    const owned = catalogue.find((j) => j.allowFree);
    const refused = await ana.client.post('/api/shopping_carts/add_jamtrack', {
      id: owned?.id,
      variant: 'full',
    });
    expect(refused.status).toBe(422);
    const unknown = await ana.client.post('/api/shopping_carts/add_jamtrack', {
      id: '00000000-0000-4000-8000-000000000000',
      variant: 'full',
    });
    expect(unknown.status).toBe(404);
    const badVariant = await ana.client.post('/api/shopping_carts/add_jamtrack', {
      id: paid(1).id,
      variant: 'stems',
    });
    expect(badVariant.status).toBe(400);
    expect(badVariant.body).toEqual({ errors: { variant: [expect.any(String)] } });
  });

  it('removes the person’s own item and refuses someone else’s', async () => {
    const ana = await payingShopper();
    const bob = await shopper(t, 'bob@example.com', 'Bob');
    const anaCart = await addToCart(ana.client, paid(0).id);
    await addToCart(ana.client, paid(1).id);
    const itemId = anaCart.items[0]?.id;

    const theft = await bob.client.call('DELETE', '/api/shopping_carts', { json: { id: itemId } });
    expect(theft.status).toBe(404);
    expect(((await ana.client.get('/api/shopping_carts')).body as CartBody).items).toHaveLength(2);

    const removed = await ana.client.call('DELETE', '/api/shopping_carts', {
      json: { id: itemId },
    });
    expect(removed.status).toBe(200);
    expect((removed.body as CartBody).items.map((item) => item.jam_track_id)).toEqual([paid(1).id]);
    const byQuery = await ana.client.call('DELETE', `/api/shopping_carts?id=${itemId}`);
    expect(byQuery.status).toBe(404);
  });
});

describe(`card tokens and billing info (${testDatabase})`, () => {
  it('tokenises a card into a token and last_four, keeping no card number anywhere', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const response = await ana.client.post('/api/billing/tokens', {
      number: '4111 1111 1111 1111',
      month: '12',
      year: '2030',
      verification_value: '123',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      token: expect.stringMatching(/^tok_/),
      last_four: '1111',
      card_type: 'Visa',
    });
    const rows = await t.platform.db.select().from(sandboxTokens);
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
    // The CVC as a stored value (random ids may well contain the digits 123 by chance).
    expect(rows.flatMap((row) => Object.values(row)).map(String)).not.toContain('123');
  });

  it('refuses a card that fails the card rules with the §5 texts', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const response = await ana.client.post('/api/billing/tokens', {
      number: '4111 1111 1111 1112',
      month: '13',
      year: '2030',
      verification_value: '12',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: {
        number: ['Invalid Card Number'],
        month: ['Invalid Expiration Date'],
        year: ['Invalid Expiration Date'],
        verification_value: ['Invalid Security Code'],
      },
    });
  });

  it('saves the billing address and the card behind its token; answers last_four', async () => {
    const ana = await shopper(t, 'ana@example.com');
    expect((await ana.client.get('/api/billing/billing_info')).body).toEqual({
      billing_info: null,
    });
    const saved = await saveCard(ana.client, SANDBOX_TEST_CARDS.success);
    expect(saved.status).toBe(200);
    const expected = {
      ...ADDRESS,
      address2: null,
      last_four: '1111',
      payment_method: 'card',
      paypal_email: null,
    };
    expect(saved.body).toEqual({ billing_info: expected });
    expect((await ana.client.get('/api/billing/billing_info')).body).toEqual({
      billing_info: expected,
    });
    expect(await purchaseDetail(t.platform.db, ana.id)).toMatchObject({
      has_recurly_account: true,
      has_stored_credit_card: true,
      reuse_card: true,
      first_name: 'Ana',
      city: 'Austin',
    });
  });

  it('shows the CVC check failure on verification_value (card 4000 0000 0000 0127)', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const response = await saveCard(ana.client, SANDBOX_TEST_CARDS.cvcFailure);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      errors: { verification_value: ["The card's security code check failed."] },
    });
    expect(await t.platform.db.select().from(billingAccounts)).toEqual([]);
  });

  it('refuses a card the issuer declines when it is saved (card 4000 0000 0000 0002)', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const response = await saveCard(ana.client, SANDBOX_TEST_CARDS.declined);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ errors: { number: ['Your card was declined.'] } });
    // Never kept, so never offered again ("You will pay with •••• 0002").
    expect(await t.platform.db.select().from(billingAccounts)).toEqual([]);
    expect(await t.platform.db.select().from(sandboxPaymentMethods)).toEqual([]);
  });

  it('lists missing address fields, refuses raw card fields, and needs the terms', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const token = await tokenise(ana.client, SANDBOX_TEST_CARDS.success);
    const missing = await ana.client.post('/api/billing/create_account', {
      billing_info: { recurly_token: token },
      terms_of_service: true,
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      errors: {
        first_name: ['First Name is required'],
        last_name: ['Last Name is required'],
        address1: ['Address is required'],
        city: ['City is required'],
        state: ['State or Region is required'],
        zip: ['Zip or Postal Code is required'],
      },
    });
    const raw = await ana.client.post('/api/billing/create_account', {
      billing_info: { ...ADDRESS, number: SANDBOX_TEST_CARDS.success, verification_value: '123' },
      terms_of_service: true,
    });
    expect(raw.status).toBe(400);
    expect(Object.keys((raw.body as { errors: object }).errors).sort()).toEqual([
      'number',
      'verification_value',
    ]);
    const noTerms = await ana.client.post('/api/billing/create_account', {
      billing_info: { ...ADDRESS, recurly_token: token },
      terms_of_service: false,
    });
    expect(noTerms.status).toBe(400);
    expect(Object.keys((noTerms.body as { errors: object }).errors)).toEqual(['terms_of_service']);
  });

  it('refuses another person’s token and a token used twice', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const bob = await shopper(t, 'bob@example.com', 'Bob');
    const token = await tokenise(ana.client, SANDBOX_TEST_CARDS.success);
    const body = {
      billing_info: { ...ADDRESS, recurly_token: token },
      terms_of_service: true,
      reuse_card_next_time: true,
    };
    const stolen = await bob.client.post('/api/billing/create_account', body);
    expect(stolen.status).toBe(422);
    expect((await ana.client.post('/api/billing/create_account', body)).status).toBe(200);
    expect((await ana.client.post('/api/billing/create_account', body)).status).toBe(422);
  });
});

describe(`placing an order (${testDatabase})`, () => {
  it('claims the free first JamTrack without payment', async () => {
    const ana = await shopper(t, 'ana@example.com');
    await addToCart(ana.client, paid(0).id);
    const order = await ana.client.post('/api/billing/place_order');
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      status: 'paid',
      payment_method: 'free',
      total: 0,
      jam_tracks: [{ id: paid(0).id, name: paid(0).name, price: 0 }],
    });
    const [purchase] = await t.platform.db.select().from(purchases);
    expect(purchase).toMatchObject({ jamTrackId: paid(0).id, freeRedemption: true, pricePaid: 0 });
    expect(await t.platform.db.select().from(sandboxCharges)).toEqual([]);
    expect(await purchaseDetail(t.platform.db, ana.id)).toMatchObject({
      has_redeemable_jamtrack: false,
      show_free_jamtrack: false,
    });
  });

  it('charges the saved card, hands over the JamTracks, empties the cart and mails the order', async () => {
    const ana = await payingShopper();
    expect((await saveCard(ana.client, SANDBOX_TEST_CARDS.success)).status).toBe(200);
    await addToCart(ana.client, paid(0).id);
    await addToCart(ana.client, paid(1).id);
    const total = paid(0).downloadPrice + paid(1).downloadPrice;
    const response = await ana.client.post('/api/billing/place_order', { total });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'paid', payment_method: 'card', total });
    expect(((await ana.client.get('/api/shopping_carts')).body as CartBody).items).toEqual([]);
    const owned = await t.platform.db.select().from(purchases).where(eq(purchases.userId, ana.id));
    expect(owned.map((p) => p.jamTrackId)).toEqual(
      expect.arrayContaining([paid(0).id, paid(1).id]),
    );
    const [charge] = await t.platform.db.select().from(sandboxCharges);
    expect(charge).toMatchObject({ amount: total, status: 'succeeded' });
    const [ledger] = await t.platform.db.select().from(charges);
    expect(ledger).toMatchObject({
      userId: ana.id,
      purpose: 'jamtrack_order',
      amount: total,
      status: 'succeeded',
      paymentMethodLabel: 'Visa •••• 1111',
    });
    const mail = (await t.mails()).find((m) => m.subject.startsWith('Your Backline order'));
    expect(mail?.to).toBe('ana@example.com');
    expect(mail?.text).toContain(paid(0).name);
    expect(mail?.link).toBe('http://backline.test/my-jamtracks');
    // The provider's signed webhook came back and was recorded once.
    const events = await t.platform.db.select().from(paymentEvents);
    expect(events.map((event) => event.type)).toContain('charge.succeeded');
  });

  it('asks a worker for the audio of a bought JamTrack that has none yet, and only that one', async () => {
    // Jobs outlive the per-test reset, and one request per JamTrack waits at a time: start empty.
    await t.platform.db.execute(sql`delete from pgboss.job where name = ${JAMTRACK_AUDIO_QUEUE}`);
    const audioRequests = async (jamTrackId: string) => {
      const [row] = await queryRows<{ n: number }>(
        t.platform.db,
        sql`select count(*)::int as n from pgboss.job
          where name = ${JAMTRACK_AUDIO_QUEUE} and data->>'jamTrackId' = ${jamTrackId}`,
      );
      return row?.n ?? 0;
    };
    const ana = await payingShopper();
    expect((await saveCard(ana.client, SANDBOX_TEST_CARDS.success)).status).toBe(200);
    const [withAudio] = await t.platform.db
      .update(jamTrackTracks)
      .set({ audioFile: 'jamtracks/already/rendered.wav' })
      .where(eq(jamTrackTracks.jamTrackId, paid(1).id))
      .returning({ jamTrackId: jamTrackTracks.jamTrackId });
    expect(withAudio?.jamTrackId).toBe(paid(1).id);
    await addToCart(ana.client, paid(0).id);
    await addToCart(ana.client, paid(1).id);
    const total = paid(0).downloadPrice + paid(1).downloadPrice;
    expect((await ana.client.post('/api/billing/place_order', { total })).status).toBe(200);
    const after = [await audioRequests(paid(0).id), await audioRequests(paid(1).id)];
    expect(after).toEqual([1, 0]);
  });

  it('refuses a tampered total and charges nothing', async () => {
    const ana = await payingShopper();
    await saveCard(ana.client, SANDBOX_TEST_CARDS.success);
    await addToCart(ana.client, paid(0).id);
    const response = await ana.client.post('/api/billing/place_order', { total: 1 });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      errors: { total: ['does not match your cart: please review your order'] },
    });
    expect(await t.platform.db.select().from(sandboxCharges)).toEqual([]);
    expect(
      await t.platform.db.select().from(purchases).where(eq(purchases.userId, ana.id)),
    ).toHaveLength(1);
  });

  it('shows the declined card as the provider said it, then takes another card', async () => {
    const ana = await payingShopper();
    await saveCard(ana.client, SANDBOX_TEST_CARDS.chargeDeclined);
    await addToCart(ana.client, paid(0).id);
    const declined = await ana.client.post('/api/billing/place_order');
    expect(declined.status).toBe(422);
    expect(declined.body).toEqual({ errors: { card: ['was declined'] } });
    expect(orderPlacementErrorDetails(declined.body as never, '')).toBe('card was declined');
    const [failed] = await t.platform.db
      .select()
      .from(orders)
      .where(eq(orders.paymentMethod, 'card'));
    expect(failed).toMatchObject({ status: 'failed', errorMessage: 'Your card was declined.' });
    expect(((await ana.client.get('/api/shopping_carts')).body as CartBody).items).toHaveLength(1);

    await saveCard(ana.client, SANDBOX_TEST_CARDS.success);
    const retried = await ana.client.post('/api/billing/place_order');
    expect(retried.status).toBe(200);
    expect((retried.body as { id: string }).id).toBe(failed?.id);
    const attempts = await t.platform.db.select().from(sandboxCharges);
    expect(attempts.map((c) => c.status).sort()).toEqual(['failed', 'succeeded']);
    const ledger = await t.platform.db.select().from(charges);
    expect(ledger.map((c) => c.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('keeps a card only once a charge on it succeeds: a declined one is not offered again', async () => {
    const ana = await payingShopper();
    await saveCard(ana.client, SANDBOX_TEST_CARDS.chargeDeclined);
    await addToCart(ana.client, paid(0).id);
    expect((await ana.client.post('/api/billing/place_order')).status).toBe(422);

    expect((await ana.client.get('/api/billing/billing_info')).body).toMatchObject({
      billing_info: { last_four: null, payment_method: null, city: 'Austin' },
    });
    expect(await purchaseDetail(t.platform.db, ana.id)).toMatchObject({
      has_stored_credit_card: false,
    });
    const vaulted = await t.platform.db.select().from(sandboxPaymentMethods);
    expect(vaulted.every((method) => method.detachedAt !== null)).toBe(true);
    // Confirming again without a new card asks for one instead of charging the declined card.
    const again = await ana.client.post('/api/billing/place_order');
    expect(again.status).toBe(422);
    expect(Object.keys((again.body as { errors: object }).errors)).toEqual(['billing_info']);
    expect(await t.platform.db.select().from(sandboxCharges)).toHaveLength(1);
  });

  it('keeps a card that paid before when a later charge on it fails', async () => {
    const ana = await payingShopper();
    await saveCard(ana.client, SANDBOX_TEST_CARDS.success);
    await addToCart(ana.client, paid(0).id);
    expect((await ana.client.post('/api/billing/place_order')).status).toBe(200);
    // The provider now refuses the card (as when funds run out).
    await t.platform.db.update(sandboxPaymentMethods).set({ outcome: 'decline' });
    await addToCart(ana.client, paid(1).id);
    expect((await ana.client.post('/api/billing/place_order')).status).toBe(422);
    expect((await ana.client.get('/api/billing/billing_info')).body).toMatchObject({
      billing_info: { last_four: '1111', payment_method: 'card' },
    });
  });

  it('shows a person their own order only (the success page), and 404 for none', async () => {
    const ana = await payingShopper();
    await saveCard(ana.client, SANDBOX_TEST_CARDS.success);
    await addToCart(ana.client, paid(0).id);
    const placed = (await ana.client.post('/api/billing/place_order')).body as { id: string };
    const shown = await ana.client.get(`/api/billing/orders/${placed.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      id: placed.id,
      status: 'paid',
      jam_tracks: [{ id: paid(0).id, name: paid(0).name }],
    });
    const bea = await shopper(t, 'bea@example.com');
    expect((await bea.client.get(`/api/billing/orders/${placed.id}`)).status).toBe(404);
    expect((await ana.client.get('/api/billing/orders/not-an-order')).status).toBe(404);
    expect(
      (await ana.client.get('/api/billing/orders/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await t.client().get(`/api/billing/orders/${placed.id}`)).status).toBe(401);
  });

  it('charges once when the same order is submitted twice (Idempotency-Key)', async () => {
    const ana = await payingShopper();
    await saveCard(ana.client, SANDBOX_TEST_CARDS.success);
    await addToCart(ana.client, paid(0).id);
    const headers = { 'idempotency-key': 'checkout-7f3a' };
    const first = await ana.client.call('POST', '/api/billing/place_order', { json: {}, headers });
    const second = await ana.client.call('POST', '/api/billing/place_order', { json: {}, headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((second.body as { id: string }).id).toBe((first.body as { id: string }).id);
    expect(await t.platform.db.select().from(sandboxCharges)).toHaveLength(1);
    // Without the key, a repeat finds the cart already empty and charges nothing either.
    const third = await ana.client.post('/api/billing/place_order');
    expect(third.status).toBe(422);
    expect(await t.platform.db.select().from(sandboxCharges)).toHaveLength(1);
  });

  it('charges once when two submits arrive at the same time', async () => {
    const ana = await payingShopper();
    await saveCard(ana.client, SANDBOX_TEST_CARDS.success);
    await addToCart(ana.client, paid(0).id);
    await addToCart(ana.client, paid(1).id);
    const answers = await Promise.all([
      ana.client.post('/api/billing/place_order'),
      ana.client.post('/api/billing/place_order'),
      ana.client.call('POST', '/api/billing/place_order', {
        json: {},
        headers: { 'idempotency-key': 'another-tab' },
      }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => [200, 409, 422].includes(status))).toBe(true);
    const succeeded = await t.platform.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.status, 'succeeded'));
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]?.amount).toBe(paid(0).downloadPrice + paid(1).downloadPrice);
  });

  it('needs a saved card for a paid cart and refuses an empty cart', async () => {
    const ana = await payingShopper();
    const empty = await ana.client.post('/api/billing/place_order');
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ errors: { cart: ['is empty'] } });
    await addToCart(ana.client, paid(0).id);
    const noCard = await ana.client.post('/api/billing/place_order');
    expect(noCard.status).toBe(422);
    expect(Object.keys((noCard.body as { errors: object }).errors)).toEqual(['billing_info']);
  });

  it('forgets a card that is not to be reused once it paid', async () => {
    const ana = await payingShopper();
    await saveCard(ana.client, SANDBOX_TEST_CARDS.success, false);
    expect(await purchaseDetail(t.platform.db, ana.id)).toMatchObject({
      has_stored_credit_card: false,
    });
    await addToCart(ana.client, paid(0).id);
    expect((await ana.client.post('/api/billing/place_order')).status).toBe(200);
    const [account] = await t.platform.db.select().from(billingAccounts);
    expect(account?.paymentMethodRef).toBeNull();
    const vaulted = await t.platform.db.select().from(sandboxPaymentMethods);
    expect(vaulted.every((method) => method.detachedAt !== null)).toBe(true);
    expect((await ana.client.get('/api/billing/billing_info')).body).toMatchObject({
      billing_info: { last_four: null, city: 'Austin' },
    });
  });
});

describe(`purchase flags on GET /api/users/{id} (${testDatabase})`, () => {
  it('adds the §3 purchase flags to the person’s own detail only', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const bob = await shopper(t, 'bob@example.com', 'Bob');
    const own = await ana.client.get(`/api/users/${ana.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: ana.id,
      has_redeemable_jamtrack: true,
      show_free_jamtrack: true,
      has_recurly_account: false,
      has_stored_credit_card: false,
      reuse_card: false,
      first_opened_jamtrack_web_player: false,
    });
    const other = await bob.client.get(`/api/users/${ana.id}`);
    expect(other.status).toBe(200);
    expect(other.body).not.toHaveProperty('has_redeemable_jamtrack');
  });
});
