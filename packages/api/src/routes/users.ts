import { AFFILIATE_COOKIE_NAME, signUpSchema } from '@backline/domain';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { type ApiDeps, type AppEnv, clientIp } from '../http/context';
import { requireSignedIn } from '../http/sessionCookie';
import { parseBody } from '../http/validation';
import { AFFILIATE_STAMP_COOKIE_NAME, attributableCode } from '../services/affiliates';
import { SIGN_UP_ANSWER, signUp } from '../services/auth';
import { presentMe } from '../services/users';

/** The signed-in user and sign-up. */
export function userRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/me', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(presentMe(user));
    })
    .post('/users', async (c) => {
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
