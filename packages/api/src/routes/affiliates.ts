import {
  AFFILIATE_COOKIE_NAME,
  agreementSubmissionSchema,
  payeeAccountSchema,
} from '@backline/domain';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { ApiDeps } from '../deps';
import { type AppEnv, clientIp } from '../http/context';
import { requireSelf, USER_ID_PATTERN } from '../http/ownership';
import { requireSignedIn, signedIn } from '../http/sessionCookie';
import { parseBody, parseQuery, readJson } from '../http/validation';
import { declareRoute } from '../openapi/declare';
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

const contract = {
  partner: declareRoute({
    tag: 'Affiliates',
    summary: 'Your affiliate partnership',
    access: 'self',
    responses: { 200: 'The partner (or that you are none).' },
  }),
  sign: declareRoute({
    tag: 'Affiliates',
    summary: 'Sign the affiliate agreement',
    access: 'self',
    body: agreementSubmissionSchema,
    responses: { 200: '`{ok: true, …}`: the partner.' },
  }),
  payee: declareRoute({
    tag: 'Affiliates',
    summary: 'Your payee details',
    access: 'signed-in',
    responses: { 200: 'The payee.' },
  }),
  updatePayee: declareRoute({
    tag: 'Affiliates',
    summary: 'Change your payee details',
    access: 'signed-in',
    body: payeeAccountSchema,
    responses: { 200: 'The payee.' },
  }),
  signups: declareRoute({
    tag: 'Affiliates',
    summary: 'Sign-ups through your links',
    access: 'signed-in',
    query: signupsQuerySchema,
    responses: { 200: 'The sign-ups.' },
  }),
  payments: declareRoute({
    tag: 'Affiliates',
    summary: 'Your earnings and payments',
    access: 'signed-in',
    responses: { 200: 'The payments.' },
  }),
  visit: declareRoute({
    tag: 'Affiliates',
    summary: 'Record a visit through an affiliate link',
    description:
      'Signed out on purpose: the visitor has no account yet. Sets the affiliate cookies.',
    access: 'optional',
    body: visitBodySchema,
    responses: { 200: 'The outcome.' },
  }),
};

/**
 * The affiliate calls of part 2 §7 and the visit call of decision 019. Partner data is always
 * the signed-in person's own: `/users/{id}/…` refuses other ids, the rest take no id at all.
 */
export function affiliateRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get(`/users/:id${USER_ID_PATTERN}/affiliate_partner`, contract.partner, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      return c.json(presentPartner(await partnerOfUser(deps.db, user.id)));
    })
    .post(`/users/:id${USER_ID_PATTERN}/affiliate_partner`, contract.sign, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const submission = await parseBody(c, agreementSubmissionSchema);
      return c.json({ ok: true, ...(await signAgreement(deps, user.id, submission)) });
    })
    .get('/affiliate_partners', contract.payee, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await getPayee(deps, user.id));
    })
    .post('/affiliate_partners', contract.updatePayee, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await updatePayee(deps, user.id, await readJson(c)));
    })
    .get('/affiliate_partners/signups', contract.signups, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await signups(deps, user.id, parseQuery(c, signupsQuerySchema)));
    })
    .get('/affiliate_partners/payments', contract.payments, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json(await payments(deps, user.id));
    })
    .post('/affiliate_visits', contract.visit, async (c) => {
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
