import { type AffiliatePaymentRow, SANDBOX_TEST_CARDS } from '@backline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import type { AffiliatePartnerResponse } from '../services/affiliates';
import { signUpAccount } from '../test/accounts';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { addToCart, saveCard, seedCatalogue, shopper } from '../test/store';
import { AFFILIATE_EARNINGS_CRON, AFFILIATE_EARNINGS_QUEUE } from './affiliateEarnings';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('affiliate-earnings-worker', { ROLE: 'worker' });
});

afterAll(async () => {
  await t?.close();
});

describe(`affiliate earnings worker (${testDatabase})`, () => {
  it('schedules the earnings job hourly in a worker process', async () => {
    const schedules = await queryRows<{ name: string; cron: string; timezone: string | null }>(
      t.platform.db,
      sql`select name, cron, timezone from pgboss.schedule where name = ${AFFILIATE_EARNINGS_QUEUE}`,
    );
    expect(schedules).toEqual([
      { name: AFFILIATE_EARNINGS_QUEUE, cron: AFFILIATE_EARNINGS_CRON, timezone: 'UTC' },
    ]);
  });

  it("writes the partner's earnings soon after an attributed sale, without the hourly run", async () => {
    const catalogue = await seedCatalogue(t);
    const owner = await shopper(t, 'partner@example.com');
    const signed = await owner.client.post(`/api/users/${owner.id}/affiliate_partner`, {
      partner_name: 'Lima Music LLC',
      entity_type: 'Limited Liability Company (LLC)',
    });
    const code = (signed.body as AffiliatePartnerResponse).account?.id ?? '';
    const browser = t.client({ ip: '198.51.100.9' });
    expect((await browser.post('/api/affiliate_visits', { affiliate: code })).status).toBe(200);
    await signUpAccount(t, 'bea@example.com', { first_name: 'Bea', last_name: 'Ruiz' }, browser);
    expect((await saveCard(browser, SANDBOX_TEST_CARDS.success)).status).toBe(200);
    const free = catalogue.filter((jamTrack) => jamTrack.allowFree);
    await addToCart(browser, free[0]?.id ?? '');
    expect((await browser.post('/api/billing/place_order')).status).toBe(200);
    const cart = await addToCart(browser, free[1]?.id ?? '');
    expect((await browser.post('/api/billing/place_order')).status).toBe(200);

    // The worker of this process takes the queued partner runs (the paid order's lands in the
    // next 10-second window after the free order's); the cron is not due.
    await expect
      .poll(
        async () => {
          const answer = await owner.client.get('/api/affiliate_partners/payments');
          return (answer.body as { payments: AffiliatePaymentRow[] }).payments;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([
        {
          year: 2026,
          month: 1,
          subscriptions: [],
          jamtracks_sold: 1,
          due_amount_in_cents: Math.floor((cart.subtotal * 30) / 100),
        },
      ]);
  });
});
