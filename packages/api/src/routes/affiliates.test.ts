import {
  AFFILIATE_COOKIE_NAME,
  type AffiliatePaymentRow,
  type AffiliateSignupsPage,
  SANDBOX_TEST_CARDS,
} from '@backline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { affiliateReferrals, affiliateTraffic, invoices, users } from '../db/schema';
import type { DemoJamTrack } from '../demo/jamtracks';
import {
  AFFILIATE_PARTNER_EARNINGS_QUEUE,
  requestPartnerEarnings,
  runAffiliateEarnings,
} from '../services/affiliateEarnings';
import type { AffiliatePartnerResponse } from '../services/affiliates';
import { signInAgain, signUpAccount } from '../test/accounts';
import {
  startTestPlatform,
  type TestClient,
  type TestPlatform,
  testDatabase,
} from '../test/platform';
import { addToCart, saveCard, seedCatalogue, shopper } from '../test/store';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('affiliates');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const DAY = 86_400_000;

const PAYEE = {
  address: {
    phone_last_4: '1234',
    address1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
  },
  venmo_user_id: '@ana-lima',
  tax_identifier: '123-45-6789',
};

/** A person who signed the agreement as an Entity; answers the partner (affiliate) code. */
async function partner(email = 'partner@example.com') {
  const person = await shopper(t, email);
  const response = await person.client.post(`/api/users/${person.id}/affiliate_partner`, {
    partner_name: 'Lima Music LLC',
    entity_type: 'Limited Liability Company (LLC)',
  });
  expect(response.status).toBe(200);
  const body = response.body as AffiliatePartnerResponse & { ok: boolean };
  expect(body.ok).toBe(true);
  return { ...person, code: body.account?.id ?? '' };
}

async function visit(client: TestClient, code: string) {
  const response = await client.post('/api/affiliate_visits', { affiliate: code });
  expect(response.status).toBe(200);
  return response.body as { set_cookie: boolean; counted: boolean };
}

async function trafficOf(client: TestClient, query = '') {
  const response = await client.get(`/api/affiliate_partners/signups${query}`);
  expect(response.status).toBe(200);
  return response.body as AffiliateSignupsPage;
}

/** Signs up in `client` (which may carry the affiliate_visitor cookie). */
async function register(client: TestClient, email: string) {
  const account = await signUpAccount(t, email, { first_name: 'Bea', last_name: 'Ruiz' }, client);
  return account.id;
}

describe(`the agreement: GET/POST /api/users/{id}/affiliate_partner (${testDatabase})`, () => {
  it('is not executed until signed, then shows the account id and the executed date', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const before = await ana.client.get(`/api/users/${ana.id}/affiliate_partner`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ is_affiliate_partner: false, account: null });
    expect((before.body as AffiliatePartnerResponse).agreement.signed_at).toBeNull();
    expect((await ana.client.get(`/api/users/${ana.id}`)).body).toMatchObject({
      is_affiliate_partner: false,
    });

    const signed = await ana.client.post(`/api/users/${ana.id}/affiliate_partner`, {
      partner_name: 'Ana Lima',
      entity_type: 'Individual',
    });
    expect(signed.status).toBe(200);
    const detail = await ana.client.get(`/api/users/${ana.id}`);
    expect(detail.body).toMatchObject({ is_affiliate_partner: true });
    const after = (await ana.client.get(`/api/users/${ana.id}/affiliate_partner`))
      .body as AffiliatePartnerResponse;
    expect(after.is_affiliate_partner).toBe(true);
    expect(after.account?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(after.agreement).toEqual({
      signed_at: t.clock.now().toISOString(),
      partner_name: 'Ana Lima',
      entity_type: 'Individual',
    });

    // Signing again keeps the first executed date.
    t.clock.advance(DAY);
    ana.client = await signInAgain(t, ana.email);
    const again = await ana.client.post(`/api/users/${ana.id}/affiliate_partner`, {
      partner_name: 'Other',
      entity_type: 'Other',
    });
    expect((again.body as AffiliatePartnerResponse).agreement).toEqual(after.agreement);
  });

  it('answers part 2 §5 texts for a bad submission and 400 (never 500) for malformed bodies', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const path = `/api/users/${ana.id}/affiliate_partner`;
    const missing = await ana.client.post(path, { partner_name: ' ', entity_type: 'Empire' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errors: {
        partner_name: ['Entity name is required'],
        entity_type: ['Entity type is required'],
      },
    });
    for (const body of ['{', '[1,2]', 'null', '"text"', '{"partner_name": 5}']) {
      const response = await ana.client.call('POST', path, {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    }
    expect((await ana.client.get(path)).body).toMatchObject({ is_affiliate_partner: false });
  });

  it("refuses another person's partner data and anonymous callers", async () => {
    const owner = await partner();
    const other = await shopper(t, 'other@example.com');
    const path = `/api/users/${owner.id}/affiliate_partner`;
    expect((await other.client.get(path)).status).toBe(403);
    const post = await other.client.post(path, { partner_name: 'X', entity_type: 'Individual' });
    expect(post.status).toBe(403);
    expect((await t.client().get(path)).status).toBe(401);
    // The other person's own calls never see the owner's rows.
    expect((await other.client.get('/api/affiliate_partners/signups')).status).toBe(400);
    expect((await other.client.get('/api/affiliate_partners/payments')).status).toBe(400);
    expect((await t.client().get('/api/affiliate_partners/signups')).status).toBe(401);
  });
});

describe(`payee: GET/POST /api/affiliate_partners (${testDatabase})`, () => {
  it('answers 400 with the not-an-affiliate message to a non-partner', async () => {
    const ana = await shopper(t, 'ana@example.com');
    const load = await ana.client.get('/api/affiliate_partners');
    expect(load.status).toBe(400);
    const notAffiliate =
      'You are not an affiliate partner yet. Learn about the affiliate program first.';
    expect(load.body).toEqual({ error: notAffiliate });
    const save = await ana.client.post('/api/affiliate_partners', PAYEE);
    expect(save.status).toBe(400);
    expect(save.body).toEqual({ error: notAffiliate });
  });

  it("saves a partner's payee account with §5's rules", async () => {
    const owner = await partner();
    const invalid = await owner.client.post('/api/affiliate_partners', {
      ...PAYEE,
      address: { ...PAYEE.address, phone_last_4: '12a' },
      venmo_user_id: '',
      tax_identifier: '',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      errors: {
        'address.phone_last_4': ['Enter the last 4 digits of your phone'],
        venmo_user_id: ['Venmo user id is required'],
        tax_identifier: ['Tax id is required for US residents'],
      },
    });
    // Outside the US the tax id is not required.
    const abroad = await owner.client.post('/api/affiliate_partners', {
      ...PAYEE,
      address: { ...PAYEE.address, country: 'mx' },
      tax_identifier: null,
    });
    expect(abroad.status).toBe(200);
    expect(abroad.body).toMatchObject({ address: { country: 'MX' }, tax_identifier: null });

    expect((await owner.client.post('/api/affiliate_partners', PAYEE)).status).toBe(200);
    const loaded = await owner.client.get('/api/affiliate_partners');
    expect(loaded.body).toMatchObject({ ...PAYEE, address: { ...PAYEE.address, address2: null } });

    for (const body of ['{', '[]', 'null', '{"address": "x"}', '{"address": {"city": 5}}']) {
      const response = await owner.client.call('POST', '/api/affiliate_partners', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    }
  });
});

describe(`visits and attribution (${testDatabase})`, () => {
  it('counts one visit per browser per day and sets the affiliate_visitor cookie for 1 day', async () => {
    const owner = await partner();
    const browser = t.client({ ip: '198.51.100.1' });
    const first = await browser.post('/api/affiliate_visits', { affiliate: owner.code });
    expect(first.body).toMatchObject({
      set_cookie: true,
      counted: true,
      cookies: [
        { name: AFFILIATE_COOKIE_NAME, value: owner.code, max_age: 86_400 },
        { name: 'affiliate_visitor_at', max_age: 86_400 },
      ],
    });
    expect(first.setCookies.join('\n')).toMatch(/affiliate_visitor=.*Max-Age=86400/);
    expect(await visit(browser, owner.code)).toMatchObject({ counted: false, set_cookie: false });
    expect(await visit(t.client(), owner.code)).toMatchObject({ counted: true });

    t.clock.advance(DAY);
    expect(await visit(t.client(), owner.code)).toMatchObject({ counted: true });

    const page = await trafficOf(await signInAgain(t, owner.email));
    expect(page).toEqual({
      traffics: [
        { day: '2026-01-16', visits: 1, signups: 0 },
        { day: '2026-01-15', visits: 2, signups: 0 },
      ],
      next: null,
    });
  });

  it('ignores unknown codes and refuses malformed visit bodies', async () => {
    expect(await visit(t.client(), 'not-a-partner')).toMatchObject({
      set_cookie: false,
      counted: false,
    });
    expect(await visit(t.client(), '00000000-0000-4000-8000-000000000000')).toMatchObject({
      set_cookie: false,
    });
    for (const body of [{}, { affiliate: '' }, { affiliate: 7 }]) {
      expect((await t.client().post('/api/affiliate_visits', body)).status).toBe(400);
    }
  });

  it('attributes a registration in the browser carrying the cookie and counts the signup', async () => {
    const owner = await partner();
    const browser = t.client({ ip: '198.51.100.2' });
    await visit(browser, owner.code);
    const customerId = await register(browser, 'bea@example.com');
    const [referral] = await t.platform.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.userId, customerId));
    expect(referral?.partnerId).toBe(owner.code);

    // A browser without the cookie (never clicked, or its day has passed) is not attributed.
    const plain = t.client({ ip: '198.51.100.3' });
    const otherId = await register(plain, 'carl@example.com');
    const none = await t.platform.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.userId, otherId));
    expect(none).toEqual([]);

    expect((await trafficOf(owner.client)).traffics).toEqual([
      { day: '2026-01-15', visits: 1, signups: 1 },
    ]);
  });

  it("ends attribution after the cookie's day and refuses a forged click time", async () => {
    const owner = await partner();
    const late = t.client({ ip: '198.51.100.4' });
    await visit(late, owner.code);
    // The browser still sends both cookies, but the signed click time is a day old.
    t.clock.advance(DAY);
    const lateId = await register(late, 'dan@example.com');
    const forged = t.client({ ip: '198.51.100.5' });
    forged.cookies.set(AFFILIATE_COOKIE_NAME, owner.code);
    forged.cookies.set('affiliate_visitor_at', `${t.clock.now().getTime()}.AAAA`);
    const forgedId = await register(forged, 'eve@example.com');
    // Just inside the day still counts.
    const inTime = t.client({ ip: '198.51.100.6' });
    await visit(inTime, owner.code);
    t.clock.advance(DAY - 1000);
    const inTimeId = await register(inTime, 'fay@example.com');

    const referrals = await t.platform.db.select().from(affiliateReferrals);
    expect(referrals.map((row) => row.userId)).toEqual([inTimeId]);
    expect(referrals.map((row) => row.userId)).not.toContain(lateId);
    expect(referrals.map((row) => row.userId)).not.toContain(forgedId);
  });

  it("records nothing for the partner's own session, so a second account in that browser is not theirs (decision 036)", async () => {
    const owner = await partner();
    const own = await owner.client.post('/api/affiliate_visits', { affiliate: owner.code });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ set_cookie: false, counted: false, cookies: [] });
    expect(own.setCookies.join('\n')).not.toMatch(/affiliate_visitor/);
    expect((await owner.client.delete('/api/auths/logout')).status).toBeLessThan(300);
    const secondId = await register(owner.client, 'partner-again@example.com');
    const referrals = await t.platform.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.userId, secondId));
    expect(referrals).toEqual([]);
    expect((await trafficOf(await signInAgain(t, owner.email))).traffics).toEqual([]);
  });

  it('counts an address once per partner per day however many cookie-less posts it sends (decision 036)', async () => {
    const owner = await partner();
    const outcomes = [];
    for (let n = 0; n < 5; n += 1) {
      outcomes.push(await visit(t.client({ ip: '198.51.100.7' }), owner.code));
    }
    // Every fresh browser still gets the cookie (a household behind one address can sign up),
    // but only the first post of the day is a visit.
    expect(outcomes.map((outcome) => outcome.counted)).toEqual([true, false, false, false, false]);
    expect(outcomes.every((outcome) => outcome.set_cookie)).toBe(true);
    await visit(t.client({ ip: '198.51.100.8' }), owner.code);
    t.clock.advance(DAY);
    expect(await visit(t.client({ ip: '198.51.100.7' }), owner.code)).toMatchObject({
      counted: true,
    });
    expect((await trafficOf(await signInAgain(t, owner.email))).traffics).toEqual([
      { day: '2026-01-16', visits: 1, signups: 0 },
      { day: '2026-01-15', visits: 2, signups: 0 },
    ]);
  });

  it('answers 429 to visit posts from one address beyond the limit (decision 036)', async () => {
    const owner = await partner();
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) {
      const response = await t
        .client({ ip: '198.51.100.9' })
        .post('/api/affiliate_visits', { affiliate: owner.code });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back; the window ends and the address may post again.
    expect(await visit(t.client({ ip: '198.51.100.10' }), owner.code)).toMatchObject({
      set_cookie: true,
    });
    t.clock.advance(15 * 60_000);
    expect(
      (
        await t
          .client({ ip: '198.51.100.9' })
          .post('/api/affiliate_visits', { affiliate: owner.code })
      ).status,
    ).toBe(200);
  });

  it('pages the traffic rows 10 at a time from page 0', async () => {
    const owner = await partner();
    for (let day = 0; day < 12; day += 1) {
      await visit(t.client(), owner.code);
      t.clock.advance(DAY);
    }
    owner.client = await signInAgain(t, owner.email);
    const first = await trafficOf(owner.client, '?per_page=10&page=0');
    expect(first.traffics).toHaveLength(10);
    expect(first.traffics[0]?.day).toBe('2026-01-26');
    expect(first.next).toBe(1);
    const second = await trafficOf(owner.client, '?per_page=10&page=1');
    expect(second.traffics.map((row) => row.day)).toEqual(['2026-01-16', '2026-01-15']);
    expect(second.next).toBeNull();
    for (const query of ['?page=-1', '?per_page=0', '?per_page=abc', '?page=1.5']) {
      expect((await owner.client.get(`/api/affiliate_partners/signups${query}`)).status).toBe(400);
    }
  });
});

describe(`earnings job (${testDatabase})`, () => {
  let catalogue: DemoJamTrack[];

  beforeEach(async () => {
    catalogue = await seedCatalogue(t);
  });

  async function payments(client: TestClient) {
    const response = await client.get('/api/affiliate_partners/payments');
    expect(response.status).toBe(200);
    return (response.body as { payments: AffiliatePaymentRow[] }).payments;
  }

  /** An attributed customer who bought the free JamTrack and then one paid JamTrack. */
  async function attributedBuyer(code: string, email: string) {
    const browser = t.client({ ip: '198.51.100.9' });
    await visit(browser, code);
    const id = await register(browser, email);
    expect((await saveCard(browser, SANDBOX_TEST_CARDS.success)).status).toBe(200);
    const free = catalogue.filter((jamTrack) => jamTrack.allowFree);
    await addToCart(browser, free[0]?.id ?? '');
    expect((await browser.post('/api/billing/place_order')).status).toBe(200);
    const cart = await addToCart(browser, free[1]?.id ?? '');
    expect((await browser.post('/api/billing/place_order')).status).toBe(200);
    return { id, client: browser, paidCents: cart.subtotal };
  }

  it('earns 30 % of a paid order and a paid subscription invoice of an attributed customer', async () => {
    const owner = await partner();
    const buyer = await attributedBuyer(owner.code, 'bea@example.com');
    expect(buyer.paidCents).toBeGreaterThan(0);
    const upgrade = await buyer.client.post('/api/billing/change_subscription', {
      plan_code: 'platinum-monthly',
    });
    expect(upgrade.status).toBe(200);
    const paidInvoices = await t.platform.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, buyer.id));
    const invoiceCents = paidInvoices
      .filter((invoice) => invoice.status === 'paid')
      .reduce((sum, invoice) => sum + invoice.amount, 0);
    expect(invoiceCents).toBeGreaterThan(0);

    // An unattributed customer's purchase earns nothing.
    const stranger = await shopper(t, 'stranger@example.com');
    expect((await saveCard(stranger.client, SANDBOX_TEST_CARDS.success)).status).toBe(200);
    await addToCart(stranger.client, catalogue[0]?.id ?? '');
    await stranger.client.post('/api/billing/place_order');

    expect(await payments(owner.client)).toEqual([]);
    expect(await runAffiliateEarnings(t.platform, t.clock.now())).toBe(1);
    expect(await payments(owner.client)).toEqual([
      {
        year: 2026,
        month: 1,
        subscriptions: [{ plan: 'platinum-monthly', count: 1 }],
        jamtracks_sold: 1,
        due_amount_in_cents: Math.floor(((buyer.paidCents + invoiceCents) * 30) / 100),
      },
    ]);
    // Running again rewrites the same row.
    await runAffiliateEarnings(t.platform, t.clock.now());
    expect(await payments(owner.client)).toHaveLength(1);
  });

  it("puts a sale paid on the month's last day into that month when the job runs the next day", async () => {
    t.clock.set(new Date('2026-01-31T23:30:00.000Z'));
    const owner = await partner();
    const buyer = await attributedBuyer(owner.code, 'bea@example.com');
    t.clock.set(new Date('2026-02-01T00:23:00.000Z'));
    expect(await runAffiliateEarnings(t.platform, t.clock.now())).toBe(1);
    const rows = await payments(await signInAgain(t, owner.email));
    expect(rows).toEqual([
      {
        year: 2026,
        month: 1,
        subscriptions: [],
        jamtracks_sold: 1,
        due_amount_in_cents: Math.floor((buyer.paidCents * 30) / 100),
      },
    ]);
  });

  it('pays nothing for a customer registered more than 3 years before the purchase', async () => {
    const owner = await partner();
    const buyer = await attributedBuyer(owner.code, 'bea@example.com');
    // Move the registration back: the purchases fall outside the 3-year window.
    await t.platform.db
      .update(users)
      .set({ createdAt: new Date(t.clock.now().getTime() - 3 * 366 * DAY) })
      .where(eq(users.id, buyer.id));
    expect(await runAffiliateEarnings(t.platform, t.clock.now())).toBe(0);
    expect(await payments(owner.client)).toEqual([]);
    const traffic = await t.platform.db.select().from(affiliateTraffic);
    expect(traffic).toHaveLength(1);
  });

  /** The partner runs queued for `partnerId` (jobs outlive the per-test reset: compare counts). */
  async function partnerRuns(partnerId: string) {
    const [row] = await queryRows<{ n: number }>(
      t.platform.db,
      sql`select count(*)::int as n from pgboss.job
        where name = ${AFFILIATE_PARTNER_EARNINGS_QUEUE} and data->>'partnerId' = ${partnerId}`,
    );
    return row?.n ?? 0;
  }

  it("queues one run of the partner's earnings when attributed sales are paid", async () => {
    const owner = await partner();
    const before = await partnerRuns(owner.code);
    const buyer = await attributedBuyer(owner.code, 'bea@example.com');
    const afterOrders = await partnerRuns(owner.code);
    expect(afterOrders).toBeGreaterThan(before);
    const upgrade = await buyer.client.post('/api/billing/change_subscription', {
      plan_code: 'platinum-monthly',
    });
    expect(upgrade.status).toBe(200);

    // A burst of ten paid sales leaves one waiting run for the partner (nobody works the
    // queue in this test, so the runs asked for above are still waiting too).
    for (let sale = 0; sale < 10; sale += 1) await requestPartnerEarnings(t.platform, buyer.id);
    const waiting = await queryRows<{ n: number }>(
      t.platform.db,
      sql`select count(*)::int as n from pgboss.job
        where name = ${AFFILIATE_PARTNER_EARNINGS_QUEUE} and singleton_key = ${owner.code}
          and state = 'created'`,
    );
    expect(waiting[0]?.n).toBe(1);

    // An unattributed customer's sale queues nothing for anyone.
    const stranger = await shopper(t, 'stranger@example.com');
    expect((await saveCard(stranger.client, SANDBOX_TEST_CARDS.success)).status).toBe(200);
    await addToCart(stranger.client, catalogue[0]?.id ?? '');
    const allRuns = async () => {
      const [row] = await queryRows<{ n: number }>(
        t.platform.db,
        sql`select count(*)::int as n from pgboss.job where name = ${AFFILIATE_PARTNER_EARNINGS_QUEUE}`,
      );
      return row?.n ?? 0;
    };
    const allBefore = await allRuns();
    expect((await stranger.client.post('/api/billing/place_order')).status).toBe(200);
    expect(await allRuns()).toBe(allBefore);
  });

  it("a partner's run writes only that partner's rows", async () => {
    const first = await partner('first@example.com');
    const second = await partner('second@example.com');
    const firstBuyer = await attributedBuyer(first.code, 'bea@example.com');
    await attributedBuyer(second.code, 'cy@example.com');
    expect(await runAffiliateEarnings(t.platform, t.clock.now(), first.code)).toBe(1);
    expect(await payments(await signInAgain(t, first.email))).toEqual([
      {
        year: 2026,
        month: 1,
        subscriptions: [],
        jamtracks_sold: 1,
        due_amount_in_cents: Math.floor((firstBuyer.paidCents * 30) / 100),
      },
    ]);
    expect(await payments(await signInAgain(t, second.email))).toEqual([]);
  });
});
