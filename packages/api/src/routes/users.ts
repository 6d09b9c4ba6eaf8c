import { AFFILIATE_COOKIE_NAME, signUpSchema } from '@backline/domain';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { type ApiDeps, type AppEnv, clientIp } from '../http/context';
import { requireSignedIn, setSessionCookie } from '../http/sessionCookie';
import { parseBody } from '../http/validation';
import { AFFILIATE_STAMP_COOKIE_NAME, attributableCode } from '../services/affiliates';
import { signUp } from '../services/auth';
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
      const { user, session } = await signUp(
        deps,
        { ...body, affiliate },
        clientIp(c, deps.config.trustProxy),
      );
      setSessionCookie(c, deps.config, session, deps.clock.now());
      return c.json(presentMe(user), 201);
    });
}
