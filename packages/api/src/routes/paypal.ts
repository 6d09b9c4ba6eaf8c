import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps, AppEnv } from '../http/context';
import { requireSignedIn } from '../http/sessionCookie';
import { parseWith, readJson } from '../http/validation';
import { confirmWalletCheckout, startWalletCheckout } from '../services/orders';

const confirmSchema = z.object({
  /** The wallet's token from the return address; without it, the latest wallet order. */
  token: z.string().trim().min(1).max(200).optional(),
});

/** The wallet ("PayPal") payment: start (to the approval page) and confirm (part 2 §7, §8). */
export function paypalRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .post('/paypal/checkout/start', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await startWalletCheckout(deps, user.id), 201);
    })
    .post('/paypal/checkout/confirm', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const body = parseWith(confirmSchema, await readJson(c));
      return c.json(await confirmWalletCheckout(deps, user.id, body.token));
    });
}
