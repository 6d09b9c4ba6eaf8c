import { AFFILIATE_COOKIE_NAME, signUpSchema } from '@backline/domain';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiDeps } from '../deps';
import { type AppEnv, clientIp } from '../http/context';
import { requireSignedIn } from '../http/sessionCookie';
import { parseBody } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { AFFILIATE_STAMP_COOKIE_NAME, attributableCode } from '../services/affiliates';
import { SIGN_UP_ANSWER, signUp } from '../services/auth';
import { presentMe } from '../services/users';

const contract = {
  me: declareRoute({
    tag: 'Account',
    summary: 'The signed-in person',
    access: 'signed-in',
    responses: { 200: 'The signed-in person, as sign-in answers it.' },
  }),
  signUp: declareRoute({
    tag: 'Account',
    summary: 'Sign up',
    description:
      'The same answer for a free and a taken address, and no session: the mailed link ' +
      'confirms the address and signs in (decision 037). An affiliate cookie is credited.',
    access: 'public',
    body: signUpSchema,
    responses: { 202: 'Accepted: look in the mailbox.', 429: 'Too many attempts.' },
  }),
};

/** The signed-in user and sign-up. */
export function userRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/me', contract.me, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(presentMe(user));
    })
    .post('/users', contract.signUp, async (c) => {
      const body = await parseBody(c, signUpSchema);
      const affiliate = await attributableCode(
        deps,
        getCookie(c, AFFILIATE_COOKIE_NAME),
        getCookie(c, AFFILIATE_STAMP_COOKIE_NAME),
      );
      // The same answer for a free and a taken address, and no session (decision 037).
      await signUp(deps, { ...body, affiliate }, clientIp(c, deps.config.trustProxy));
      return c.json(SIGN_UP_ANSWER, 202);
    });
}
