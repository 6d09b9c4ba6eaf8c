import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { requireSignedIn } from '../http/sessionCookie';
import { parseWith, readJson } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { confirmWalletCheckout, startWalletCheckout } from '../services/orders';

const confirmSchema = z.object({
  /** The wallet's token from the return address; without it, the latest wallet order. */
  token: z.string().trim().min(1).max(200).optional(),
});

const contract = {
  start: declareRoute({
    tag: 'Store',
    summary: "Pay the cart by wallet: the approval page's address",
    access: 'signed-in',
    responses: { 201: 'Where to approve the payment.' },
  }),
  confirm: declareRoute({
    tag: 'Store',
    summary: 'Confirm the approved wallet payment',
    access: 'signed-in',
    body: confirmSchema,
    bodyOptional: true,
    responses: { 200: 'The order.' },
  }),
};

/** The wallet ("PayPal") payment: start (to the approval page) and confirm (part 2 §7, §8). */
export function paypalRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .post('/paypal/checkout/start', contract.start, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await startWalletCheckout(deps, user.id), 201);
    })
    .post('/paypal/checkout/confirm', contract.confirm, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const body = parseWith(confirmSchema, await readJson(c));
      return c.json(await confirmWalletCheckout(deps, user.id, body.token));
    });
}
