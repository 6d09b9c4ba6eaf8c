import { SANDBOX_TEST_CARDS } from '@backline/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { charges, invoices, sandboxCharges, userSubscriptions } from '../db/schema';
import { CHARGE_TIMEOUT_MS } from '../services/orders';
import { recoverSubscriptionCharges } from '../services/subscriptionRecovery';
import { saveCard, shopper } from '../test/store';
import { platformAndProcesses } from './deployment';
import { call, waitFor } from './serverProcess';

// With a real process: a ROLE=web instance is killed with SIGKILL between the
// provider's charge of a plan upgrade and its invoice (held there by a trigger that makes the
// invoice insert wait). The charge must be settled from the provider's record — the plan moves,
// one paid invoice — and never charged a second time, by the recovery or by the person's retry.

const run = platformAndProcesses('killed-charge');

const providerCharges = () => run.t.platform.db.select().from(sandboxCharges);

describe('a web process killed between a plan charge and its invoice', () => {
  it('is settled from the provider’s record, charged once, the plan moved', async () => {
    const ana = await shopper(run.t, 'ana@example.com');
    expect((await saveCard(ana.client, SANDBOX_TEST_CARDS.success)).status).toBe(200);

    // The worst moment: the charge is taken, the invoice insert waits.
    await run.t.platform.db.execute(sql`create function hold_invoice() returns trigger
      language plpgsql as $$ begin perform pg_sleep(60); return new; end $$`);
    await run.t.platform.db.execute(sql`create trigger hold_invoice before insert on invoices
      for each row execute function hold_invoice()`);

    const web = await run.start('web');
    const login = await call(web.origin, '/api/auths/login', {
      method: 'POST',
      body: JSON.stringify({ email: ana.email, password: 'correct horse battery' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const upgrade = call(web.origin, '/api/billing/change_subscription', {
      method: 'POST',
      body: JSON.stringify({ plan_code: 'gold-monthly' }),
      cookie,
    }).catch(() => null); // its process dies: no answer

    await waitFor(
      async () =>
        (
          await queryRows<{ n: number }>(
            run.t.platform.db,
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and query ilike 'insert into "invoices"%'`,
          )
        )[0]?.n === 1,
      30_000,
      'the web process holding in the invoice insert',
    );
    expect(await providerCharges()).toHaveLength(1);
    await web.kill();
    expect(await upgrade).toBeNull();
    // Its connection's transaction goes with it (PostgreSQL notices at the next read).
    await run.t.platform.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'insert into "invoices"%'`);
    await run.t.platform.db.execute(sql`drop trigger hold_invoice on invoices`);

    expect(await run.t.platform.db.select().from(invoices)).toHaveLength(0);
    const [marked] = await run.t.platform.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, ana.id));
    expect(marked?.chargingKey).toBeTruthy();
    expect(marked?.planCode).not.toBe('gold-monthly');

    // The recovery job's run, a minute on.
    run.t.clock.set(new Date(Date.now() + CHARGE_TIMEOUT_MS + 1_000));
    expect(await recoverSubscriptionCharges(run.t.platform)).toBe(1);
    const paid = await run.t.platform.db.select().from(invoices).where(eq(invoices.userId, ana.id));
    expect(paid.map((invoice) => [invoice.status, invoice.planCode])).toEqual([
      ['paid', 'gold-monthly'],
    ]);
    const ledger = await run.t.platform.db.select().from(charges).where(eq(charges.userId, ana.id));
    expect(ledger.map((row) => row.status)).toEqual(['succeeded']);

    // The person's retry (signed in again a minute on) charges nothing more.
    const retry = await ana.client.post('/api/auths/login', {
      email: ana.email,
      password: 'correct horse battery',
    });
    expect(retry.status).toBe(200);
    const again = await ana.client.post('/api/billing/change_subscription', {
      plan_code: 'gold-monthly',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ plan_code: 'gold-monthly' });
    expect(await providerCharges()).toHaveLength(1);
    expect(await run.t.platform.db.select().from(invoices)).toHaveLength(1);
  }, 120_000);
});
