import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireSignedIn } from '../http/sessionCookie';
import { declareRoute } from '../openapi/declare';
import {
  decideWalletAuthorization,
  walletAuthorizationForBuyer,
} from '../payments/sandbox/browser';

const notFound = () =>
  new HttpError(404, { error: 'This PayPal payment does not exist or is no longer open.' });

const contract = {
  authorization: declareRoute({
    tag: 'Store',
    summary: 'A sandbox wallet payment waiting for approval',
    access: 'signed-in',
    responses: {
      200: 'The authorization.',
      404: 'This PayPal payment does not exist or is no longer open.',
    },
  }),
  approve: declareRoute({
    tag: 'Store',
    summary: 'Approve a sandbox wallet payment',
    access: 'signed-in',
    responses: {
      200: 'The authorization and where to return.',
      404: 'This PayPal payment does not exist or is no longer open.',
    },
  }),
  cancel: declareRoute({
    tag: 'Store',
    summary: 'Cancel a sandbox wallet payment',
    access: 'signed-in',
    responses: {
      200: 'The authorization and where to return.',
      404: 'This PayPal payment does not exist or is no longer open.',
    },
  }),
};

/**
 * The sandbox wallet's approval page calls these (the page itself is /sandbox/paypal/approve/:id
 * in the web app). The signed-in person plays the sandbox buyer and sees only their own
 * authorizations.
 */
export function sandboxRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/sandbox/paypal/authorizations/:id', contract.authorization, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const found = await walletAuthorizationForBuyer(deps, c.req.param('id'), user.id);
      if (!found) throw notFound();
      return c.json(found);
    })
    .post('/sandbox/paypal/authorizations/:id/approve', contract.approve, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const next = await decideWalletAuthorization(
        deps,
        c.req.param('id'),
        user.id,
        'approve',
        user.email,
      );
      if (!next) throw notFound();
      return c.json(next);
    })
    .post('/sandbox/paypal/authorizations/:id/cancel', contract.cancel, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const next = await decideWalletAuthorization(
        deps,
        c.req.param('id'),
        user.id,
        'cancel',
        user.email,
      );
      if (!next) throw notFound();
      return c.json(next);
    });
}
