import { billingAddressSchema, cardSchema } from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { idempotencyHeaders, idempotencyKeyHeader } from '../http/idempotency';
import { requireSignedIn } from '../http/sessionCookie';
import { parseWith, readJson } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { createCardToken } from '../payments/sandbox/browser';
import { billingAccountOf, createBillingAccount, presentBillingInfo } from '../services/billing';
import { ownOrder, placeOrder } from '../services/orders';

const placeOrderSchema = z.object({
  /** What the person saw on the order summary, in cents: another amount is refused. */
  total: z.number().int().min(0).optional(),
});

/** What POST /billing/create_account reads (the service checks it; the address is the domain's). */
const createAccountBody = z.object({
  billing_info: billingAddressSchema,
  terms_of_service: z.literal(true),
  reuse_card_this_time: z.boolean().default(false),
  reuse_card_next_time: z.boolean().default(false),
});

const contract = {
  tokens: declareRoute({
    tag: 'Store',
    summary: 'Turn a card into a token (the sandbox provider)',
    description: "Stands in for the provider's card script: the number is dropped (decision 013).",
    access: 'signed-in',
    body: cardSchema(new Date(0)),
    responses: { 201: 'The token.' },
  }),
  billingInfo: declareRoute({
    tag: 'Store',
    summary: 'Your billing address and card',
    access: 'signed-in',
    responses: { 200: '`{billing_info}` (null when none).' },
  }),
  createAccount: declareRoute({
    tag: 'Store',
    summary: 'Save the billing address (and card token)',
    access: 'signed-in',
    body: createAccountBody,
    responses: { 200: '`{billing_info}`.' },
  }),
  placeOrder: declareRoute({
    tag: 'Store',
    summary: 'Buy what is in the cart',
    description: '`total` is what the order summary showed, in cents: another amount is refused.',
    access: 'signed-in',
    headers: idempotencyHeaders,
    body: placeOrderSchema,
    bodyOptional: true,
    responses: { 200: 'The order.' },
  }),
  order: declareRoute({
    tag: 'Store',
    summary: 'One of your orders',
    access: 'signed-in',
    responses: { 200: 'The order.', 404: 'There is no such order.' },
  }),
};

/** `{provider}` calls of part 2 §7 (`/billing/…`) and the sandbox's card tokenisation. */
export function billingRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .post('/billing/tokens', contract.tokens, async (c) => {
      // Stands in for the provider's card script: the card is checked by the domain's card
      // rules, turned into a token, and its number dropped (decision 013).
      const { user } = await requireSignedIn(c, deps);
      const card = parseWith(cardSchema(deps.clock.now()), await readJson(c));
      return c.json(await createCardToken(deps, user.id, card), 201);
    })
    .get('/billing/billing_info', contract.billingInfo, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json({ billing_info: presentBillingInfo(await billingAccountOf(deps.db, user.id)) });
    })
    .post('/billing/create_account', contract.createAccount, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const billingInfo = await createBillingAccount(deps, user.id, await readJson(c));
      return c.json({ billing_info: billingInfo });
    })
    .post('/billing/place_order', contract.placeOrder, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const body = parseWith(placeOrderSchema, await readJson(c));
      const key = parseWith(z.object({ idempotency_key: idempotencyKeyHeader }), {
        idempotency_key: c.req.header('idempotency-key'),
      }).idempotency_key;
      return c.json(
        await placeOrder(deps, user.id, { idempotencyKey: key, expectedTotal: body.total }),
      );
    })
    .get('/billing/orders/:id', contract.order, async (c) => {
      // The checkout success page shows the order it thanks for (and says so when there is none).
      const { user } = await requireSignedIn(c, deps);
      return c.json(await ownOrder(deps.db, user.id, c.req.param('id')));
    });
}
