import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { type AppEnv, clientIp } from '../http/context';
import { declareRoute } from '../openapi/declare';
import { ServiceError } from '../services/errors';
import { unsubscribe } from '../services/unsubscribe';

/** The only body ever sent here is RFC 8058's `List-Unsubscribe=One-Click`. */
const MAX_BODY_BYTES = 1024;

const contract = {
  unsubscribe: declareRoute({
    tag: 'Service',
    summary: 'Unsubscribe from the marketing mails (outside /api)',
    description:
      'The signed token is the whole credential; RFC 8058 one-click. With `Accept: text/html` ' +
      'the answer is a redirect back to the page with the outcome.',
    access: 'public',
    params: z.object({ token: z.string() }),
    responses: { 200: 'Unsubscribed.', 303: 'Back to the page (`?done=1` or `?failed=1`).' },
  }),
};

/**
 * POST /unsubscribe/{token}, outside /api as the spec has it (part 1 §7). The signed token is
 * the whole credential — no cookie is read — so the same-origin rule of /api does not apply: a
 * mail client's one-click POST (RFC 8058) comes from no page of ours (docs/decisions/011).
 * A browser's plain form post (no script) is sent back to the page with the outcome.
 */
export function unsubscribeRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().post(
    '/unsubscribe/:token',
    contract.unsubscribe,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'The request body is too large.' }, 413),
    }),
    async (c) => {
      const token = c.req.param('token');
      const wantsPage = (c.req.header('accept') ?? '').includes('text/html');
      try {
        const result = await unsubscribe(deps, token, clientIp(c, deps.config.trustProxy));
        if (wantsPage) return c.redirect(`/unsubscribe/${encodeURIComponent(token)}?done=1`, 303);
        return c.json(result, 200);
      } catch (error) {
        if (wantsPage && error instanceof ServiceError) {
          return c.redirect(`/unsubscribe/${encodeURIComponent(token)}?failed=1`, 303);
        }
        throw error;
      }
    },
  );
}
