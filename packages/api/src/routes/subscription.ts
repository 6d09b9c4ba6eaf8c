import {
  billingAddressSchema,
  changeSubscriptionSchema,
  findPlan,
  toPlanListEntry,
} from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireSignedIn } from '../http/sessionCookie';
import { parseQuery, parseWith, readJson } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { invoiceHistory, invoiceHistoryQuerySchema } from '../services/invoices';
import { changeSubscription, getSubscription } from '../services/subscription';
import { updatePayment, updatePaymentSchema } from '../services/subscriptionPayment';
import {
  advanceTestClock,
  advanceTestClockSchema,
  readTestClock,
  withBillingClock,
} from '../services/testClock';
import { confirmWalletAgreement, startWalletAgreement } from '../services/walletAgreement';

const contract = {
  get: declareRoute({
    tag: 'Subscription',
    summary: 'Your subscription',
    access: 'signed-in',
    responses: { 200: 'The subscription and the plans.' },
  }),
  change: declareRoute({
    tag: 'Subscription',
    summary: 'Change (or start) the plan',
    access: 'signed-in',
    body: changeSubscriptionSchema,
    responses: { 200: 'The subscription.' },
  }),
  invoices: declareRoute({
    tag: 'Subscription',
    summary: 'Your invoices',
    access: 'signed-in',
    query: invoiceHistoryQuerySchema,
    responses: { 200: 'A page of invoices.' },
  }),
  updatePayment: declareRoute({
    tag: 'Subscription',
    summary: 'Change the card that pays the subscription',
    access: 'signed-in',
    body: updatePaymentSchema,
    responses: { 200: 'The billing info.' },
  }),
  agreementStart: declareRoute({
    tag: 'Subscription',
    summary: "Start paying by wallet: the approval page's address",
    access: 'signed-in',
    body: z.object({ billing_info: billingAddressSchema }),
    responses: { 201: '`{approval_url}`.' },
  }),
  agreementConfirm: declareRoute({
    tag: 'Subscription',
    summary: 'Confirm the approved wallet agreement',
    access: 'signed-in',
    body: z.object({ token: z.string().min(1).max(200) }),
    responses: {
      200: '`{billing_info}`.',
      404: 'Unknown or lapsed.',
      422: 'Cancelled or not approved.',
    },
  }),
  testClock: declareRoute({
    tag: 'Subscription',
    summary: 'Your sandbox test clock',
    access: 'signed-in',
    responses: { 200: 'The clock.' },
  }),
  advanceTestClock: declareRoute({
    tag: 'Subscription',
    summary: 'Advance your sandbox test clock',
    description: 'Only your own billing; renewals due in between run (decision 020).',
    access: 'signed-in',
    body: advanceTestClockSchema,
    responses: { 200: 'The clock.' },
  }),
  band: declareRoute({
    tag: 'Subscription',
    summary: "A plan's band and what it gives",
    access: 'signed-in',
    responses: {
      200: '`{plan_code, band, plan, month_play_time}`.',
      404: 'There is no such plan.',
    },
  }),
};

/**
 * The subscription calls of part 2 §7 (`{provider}` is `billing`) and GET /jamtracks/band/{plan}.
 * Every call reads and writes the signed-in person's own subscription only: no id is taken from
 * the request.
 */
export function subscriptionRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/billing/get_subscription', contract.get, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await getSubscription(await withBillingClock(deps, user.id), user.id));
    })
    .post('/billing/change_subscription', contract.change, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const { plan_code } = parseWith(changeSubscriptionSchema, await readJson(c));
      return c.json(
        await changeSubscription(await withBillingClock(deps, user.id), user.id, plan_code),
      );
    })
    .get('/billing/invoice_history', contract.invoices, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(
        await invoiceHistory(deps.db, user.id, parseQuery(c, invoiceHistoryQuerySchema)),
      );
    })
    .post('/billing/update_payment', contract.updatePayment, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(
        await updatePayment(await withBillingClock(deps, user.id), user.id, await readJson(c)),
      );
    })
    .post('/billing/paypal/agreement/start', contract.agreementStart, async (c) => {
      // Decision 020: the wallet as the subscription's payment method (a billing agreement).
      const { user } = await requireSignedIn(c, deps);
      return c.json(await startWalletAgreement(deps, user.id, await readJson(c)), 201);
    })
    .post('/billing/paypal/agreement/confirm', contract.agreementConfirm, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const billing = await withBillingClock(deps, user.id);
      return c.json(await confirmWalletAgreement(billing, user.id, await readJson(c)));
    })
    .get('/billing/sandbox/test_clock', contract.testClock, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await readTestClock(deps, user.id));
    })
    .post('/billing/sandbox/test_clock', contract.advanceTestClock, async (c) => {
      // Decision 020: the sandbox's test clock, for the signed-in person's own billing only.
      const { user } = await requireSignedIn(c, deps);
      return c.json(await advanceTestClock(deps, user.id, await readJson(c)));
    })
    .get('/jamtracks/band/:plan_code', contract.band, async (c) => {
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
