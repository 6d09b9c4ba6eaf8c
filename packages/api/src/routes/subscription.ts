import { changeSubscriptionSchema, findPlan, toPlanListEntry } from '@backline/domain';
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireSignedIn } from '../http/sessionCookie';
import { parseQuery, parseWith, readJson } from '../http/validation';
import { invoiceHistory, invoiceHistoryQuerySchema } from '../services/invoices';
import { changeSubscription, getSubscription } from '../services/subscription';
import { updatePayment } from '../services/subscriptionPayment';
import { advanceTestClock, readTestClock, withBillingClock } from '../services/testClock';
import { confirmWalletAgreement, startWalletAgreement } from '../services/walletAgreement';

/**
 * The subscription calls of part 2 §7 (`{provider}` is `billing`) and GET /jamtracks/band/{plan}.
 * Every call reads and writes the signed-in person's own subscription only: no id is taken from
 * the request.
 */
export function subscriptionRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/billing/get_subscription', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await getSubscription(await withBillingClock(deps, user.id), user.id));
    })
    .post('/billing/change_subscription', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const { plan_code } = parseWith(changeSubscriptionSchema, await readJson(c));
      return c.json(
        await changeSubscription(await withBillingClock(deps, user.id), user.id, plan_code),
      );
    })
    .get('/billing/invoice_history', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(
        await invoiceHistory(deps.db, user.id, parseQuery(c, invoiceHistoryQuerySchema)),
      );
    })
    .post('/billing/update_payment', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(
        await updatePayment(await withBillingClock(deps, user.id), user.id, await readJson(c)),
      );
    })
    .post('/billing/paypal/agreement/start', async (c) => {
      // Decision 020: the wallet as the subscription's payment method (a billing agreement).
      const { user } = await requireSignedIn(c, deps);
      return c.json(await startWalletAgreement(deps, user.id, await readJson(c)), 201);
    })
    .post('/billing/paypal/agreement/confirm', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const billing = await withBillingClock(deps, user.id);
      return c.json(await confirmWalletAgreement(billing, user.id, await readJson(c)));
    })
    .get('/billing/sandbox/test_clock', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await readTestClock(deps, user.id));
    })
    .post('/billing/sandbox/test_clock', async (c) => {
      // Decision 020: the sandbox's test clock, for the signed-in person's own billing only.
      const { user } = await requireSignedIn(c, deps);
      return c.json(await advanceTestClock(deps, user.id, await readJson(c)));
    })
    .get('/jamtracks/band/:plan_code', async (c) => {
      // Decision 018: the plan's band (tier) and what it gives; the spec does not show it.
      await requireSignedIn(c, deps);
      const plan = findPlan(c.req.param('plan_code'));
      if (!plan) throw new HttpError(404, { error: 'There is no such plan.' });
      return c.json({
        plan_code: plan.id,
        band: plan.tier,
        plan: toPlanListEntry(plan),
        month_play_time: plan.monthPlayTimeSeconds,
      });
    });
}
