import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { isUuid } from '../http/paging';
import { requireSignedIn } from '../http/sessionCookie';
import { parseWith, readJson } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { addJamTrackToCart, CART_ERRORS, readCart, removeCartItem } from '../services/cart';

const addSchema = z.object({
  id: z.string({ error: 'A JamTrack id is required.' }).trim().min(1, 'A JamTrack id is required.'),
  variant: z.literal('full', { error: 'The variant must be "full".' }).default('full'),
});

const removeSchema = z.object({
  id: z
    .string({ error: 'A cart item id is required.' })
    .trim()
    .min(1, 'A cart item id is required.'),
});

const contract = {
  read: declareRoute({
    tag: 'Store',
    summary: 'Your cart',
    access: 'signed-in',
    responses: { 200: 'The cart.' },
  }),
  add: declareRoute({
    tag: 'Store',
    summary: 'Add a JamTrack to the cart',
    access: 'signed-in',
    body: addSchema,
    responses: { 200: 'The cart.', 404: 'There is no such JamTrack.' },
  }),
  remove: declareRoute({
    tag: 'Store',
    summary: 'Remove an item from the cart',
    description: 'The item id in the JSON body, or as `?id=` for clients that send no body.',
    access: 'signed-in',
    query: z.object({ id: z.string().optional() }),
    body: removeSchema,
    bodyOptional: true,
    responses: { 200: 'The cart.', 404: 'There is no such item in the cart.' },
  }),
};

/** The shopping cart (part 2 §7): always the signed-in person's own. */
export function cartRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/shopping_carts', contract.read, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await readCart(deps.db, user.id));
    })
    .post('/shopping_carts/add_jamtrack', contract.add, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const body = parseWith(addSchema, await readJson(c));
      if (!isUuid(body.id)) throw new HttpError(404, { error: CART_ERRORS.notFound });
      return c.json(await addJamTrackToCart(deps.db, deps.clock.now(), user.id, body.id));
    })
    .delete('/shopping_carts', contract.remove, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      // The item id comes in the JSON body (part 2 §7) or, for clients that send no body on
      // DELETE, as ?id=.
      const fromQuery = c.req.query('id');
      const body = parseWith(removeSchema, fromQuery ? { id: fromQuery } : await readJson(c));
      if (!isUuid(body.id)) throw new HttpError(404, { error: CART_ERRORS.itemNotFound });
      return c.json(await removeCartItem(deps.db, user.id, body.id));
    });
}
