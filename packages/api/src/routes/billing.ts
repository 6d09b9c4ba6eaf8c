import { cardSchema } from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps, AppEnv } from '../http/context';
import { idempotencyKeyHeader } from '../http/idempotency';
import { requireSignedIn } from '../http/sessionCookie';
import { parseWith, readJson } from '../http/validation';
import { createCardToken } from '../payments/sandbox/browser';
import { billingAccountOf, createBillingAccount, presentBillingInfo } from '../services/billing';
import { ownOrder, placeOrder } from '../services/orders';

const placeOrderSchema = z.object({
  /** What the person saw on the order summary, in cents: another amount is refused. */
  total: z.number().int().min(0).optional(),
});

/** `{provider}` calls of part 2 §7 (`/billing/…`) and the sandbox's card tokenisation. */
export function billingRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .post('/billing/tokens', async (c) => {
      // Stands in for the provider's card script: the card is checked by the domain's card
      // rules, turned into a token, and its number dropped (decision 013).
      const { user } = await requireSignedIn(c, deps);
      const card = parseWith(cardSchema(deps.clock.now()), await readJson(c));
      return c.json(await createCardToken(deps, user.id, card), 201);
    })
    .get('/billing/billing_info', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json({ billing_info: presentBillingInfo(await billingAccountOf(deps.db, user.id)) });
    })
    .post('/billing/create_account', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const billingInfo = await createBillingAccount(deps, user.id, await readJson(c));
      return c.json({ billing_info: billingInfo });
    })
    .post('/billing/place_order', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const body = parseWith(placeOrderSchema, await readJson(c));
      const key = parseWith(z.object({ idempotency_key: idempotencyKeyHeader }), {
        idempotency_key: c.req.header('idempotency-key'),
      }).idempotency_key;
      return c.json(
        await placeOrder(deps, user.id, { idempotencyKey: key, expectedTotal: body.total }),
      );
    })
    .get('/billing/orders/:id', async (c) => {
      // The checkout success page shows the order it thanks for (and says so when there is none).
      const { user } = await requireSignedIn(c, deps);
      return c.json(await ownOrder(deps.db, user.id, c.req.param('id')));
    });
}
