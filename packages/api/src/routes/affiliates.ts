import { AFFILIATE_COOKIE_NAME, agreementSubmissionSchema } from '@backline/domain';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { type ApiDeps, type AppEnv, clientIp } from '../http/context';
import { requireSelf, USER_ID_PATTERN } from '../http/ownership';
import { requireSignedIn, signedIn } from '../http/sessionCookie';
import { parseBody, parseQuery, readJson } from '../http/validation';
import {
  getPayee,
  partnerOfUser,
  payments,
  presentPartner,
  recordVisit,
  signAgreement,
  signups,
  signupsQuerySchema,
  updatePayee,
  visitBodySchema,
} from '../services/affiliates';

/**
 * The affiliate calls of part 2 §7 and the visit call of decision 019. Partner data is always
 * the signed-in person's own: `/users/{id}/…` refuses other ids, the rest take no id at all.
 */
export function affiliateRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get(`/users/:id${USER_ID_PATTERN}/affiliate_partner`, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      return c.json(presentPartner(await partnerOfUser(deps.db, user.id)));
    })
    .post(`/users/:id${USER_ID_PATTERN}/affiliate_partner`, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const submission = await parseBody(c, agreementSubmissionSchema);
      return c.json({ ok: true, ...(await signAgreement(deps, user.id, submission)) });
    })
    .get('/affiliate_partners', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await getPayee(deps, user.id));
    })
    .post('/affiliate_partners', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await updatePayee(deps, user.id, await readJson(c)));
    })
    .get('/affiliate_partners/signups', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await signups(deps, user.id, parseQuery(c, signupsQuerySchema)));
    })
    .get('/affiliate_partners/payments', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await payments(deps, user.id));
    })
    .post('/affiliate_visits', async (c) => {
      // Signed out on purpose: the visitor of an affiliate link has no account yet.
      const { affiliate } = await parseBody(c, visitBodySchema);
      const outcome = await recordVisit(deps, affiliate, getCookie(c, AFFILIATE_COOKIE_NAME), {
        ip: clientIp(c, deps.config.trustProxy),
        userId: (await signedIn(c, deps))?.user.id ?? null,
      });
      for (const cookie of outcome.cookies) {
        setCookie(c, cookie.name, cookie.value, {
          path: '/',
          maxAge: cookie.max_age,
          sameSite: 'Lax',
          httpOnly: true,
          secure: deps.config.publicUrl.startsWith('https:'),
        });
      }
      return c.json(outcome);
    });
}
