import {
  domainText,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
} from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { type AppEnv, clientIp } from '../http/context';
import { clearSessionCookie, setSessionCookie, signedIn } from '../http/sessionCookie';
import { parseBody } from '../http/validation';
import { announceSessionsEnded } from '../live/authSessionsEnded';
import { declareRoute } from '../openapi/declare';
import { confirmEmail, requestPasswordReset, resetPassword, signIn } from '../services/auth';
import { deleteAuthSession } from '../services/authSessions';
import { presentMe } from '../services/users';

// The link's token is not typed by a person, so its only rule is "present".
const confirmEmailBody = z.object({
  token: z.string({ error: 'Token is required.' }).min(1, 'Token is required.'),
});

/** What a confirmed address answers. */
const emailConfirmedAnswer = z.object({ email: z.string(), email_confirmed: z.literal(true) });

const contract = {
  login: declareRoute({
    tag: 'Account',
    summary: 'Sign in',
    description: 'Sets the session cookie; `remember_me` makes it outlive the browser session.',
    access: 'public',
    body: signInSchema,
    responses: {
      200: 'Signed in: the person, as GET /api/me answers.',
      401: 'The e-mail or password is wrong.',
      429: 'Too many attempts.',
    },
  }),
  logout: declareRoute({
    tag: 'Account',
    summary: 'Sign out',
    description: 'Ends the session (and its event streams); harmless when nobody is signed in.',
    access: 'optional',
    responses: { 204: 'Signed out; the cookie is cleared.' },
  }),
  forgotPassword: declareRoute({
    tag: 'Account',
    summary: 'Mail a password-reset link',
    description: 'The same answer whether or not the address has an account.',
    access: 'public',
    body: forgotPasswordSchema,
    responses: { 202: '`{message}`: look in the mailbox.', 429: 'Too many attempts.' },
  }),
  resetPassword: declareRoute({
    tag: 'Account',
    summary: "Set a new password with the mailed link's token",
    description: 'Ends every other session and signs this browser in.',
    access: 'public',
    body: resetPasswordSchema,
    responses: { 200: 'Signed in: the person.', 429: 'Too many attempts.' },
  }),
  confirmEmail: declareRoute({
    tag: 'Account',
    summary: "Confirm the address with the mailed link's token",
    description: 'The link proves the mailbox: it confirms the address and signs the browser in.',
    access: 'public',
    body: confirmEmailBody,
    responses: {
      200: { description: '`{email, email_confirmed: true}`.', schema: emailConfirmedAnswer },
    },
  }),
};

/** Signing in and out, and the mailed links (reset the password, confirm the address). */
export function authRoutes(deps: ApiDeps) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.config.trustProxy);
  return new Hono<AppEnv>()
    .post('/auths/login', contract.login, async (c) => {
      const body = await parseBody(c, signInSchema);
      const { user, session } = await signIn(deps, body, ip(c));
      setSessionCookie(c, deps.config, session, deps.clock.now());
      return c.json(presentMe(user), 200);
    })
    .delete('/auths/logout', contract.logout, async (c) => {
      const current = await signedIn(c, deps);
      if (current) {
        await deleteAuthSession(deps.db, current.session.idHash);
        // Its open event streams end now, on every instance.
        await announceSessionsEnded(deps, current.user.id);
      }
      clearSessionCookie(c, deps.config);
      return c.body(null, 204);
    })
    .post('/auths/forgot_password', contract.forgotPassword, async (c) => {
      const body = await parseBody(c, forgotPasswordSchema);
      await requestPasswordReset(deps, body.email, ip(c));
      return c.json({ message: domainText('auth.resetRequested') }, 202);
    })
    .post('/auths/reset_password', contract.resetPassword, async (c) => {
      const body = await parseBody(c, resetPasswordSchema);
      const { user, session } = await resetPassword(deps, body, ip(c));
      // Every earlier session ended with the old password: their streams end too.
      await announceSessionsEnded(deps, user.id);
      setSessionCookie(c, deps.config, session, deps.clock.now());
      return c.json(presentMe(user), 200);
    })
    .post('/auths/confirm_email', contract.confirmEmail, async (c) => {
      const body = await parseBody(c, confirmEmailBody);
      // The link proves the mailbox: it confirms the address and signs the browser in.
      const { user, session } = await confirmEmail(deps, body.token, ip(c));
      setSessionCookie(c, deps.config, session, deps.clock.now());
      return c.json({ email: user.email, email_confirmed: true }, 200);
    });
}
