import { changeEmailSchema, changePasswordSchema, domainText } from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { type AppEnv, clientIp } from '../http/context';
import { requireSelf, USER_ID_PATTERN } from '../http/ownership';
import { parseBody } from '../http/validation';
import { announceSessionsEnded } from '../live/authSessionsEnded';
import { declareRoute } from '../openapi/declare';
import {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  requestOwnPasswordReset,
} from '../services/identity';

// The link's token is not typed by a person, so its only rule is "present".
const confirmEmailChangeBody = z.object({
  token: z.string({ error: 'Token is required.' }).min(1, 'Token is required.'),
});

const updateEmailContract = (summary: string) =>
  declareRoute({
    tag: 'Account',
    summary,
    description:
      'Mails a confirmation link to the new address; the address changes when it is used.',
    access: 'self',
    body: changeEmailSchema,
    responses: {
      202: 'The change waits for the new address to be confirmed.',
      429: 'Too many attempts.',
    },
  });

const contract = {
  updateEmail: updateEmailContract('Change the e-mail address'),
  updateEmailAlt: updateEmailContract("Change the e-mail address (the spec's second name)"),
  confirmEmailChange: declareRoute({
    tag: 'Account',
    summary: "Confirm a new address with the mailed link's token",
    access: 'public',
    body: confirmEmailChangeBody,
    responses: { 200: "`{email, email_confirmed: true}`: the new address is the account's." },
  }),
  setPassword: declareRoute({
    tag: 'Account',
    summary: 'Change the password',
    description: 'Needs the current password; every other session ends.',
    access: 'self',
    body: changePasswordSchema,
    responses: { 204: 'Changed.', 429: 'Too many attempts.' },
  }),
  requestResetPassword: declareRoute({
    tag: 'Account',
    summary: 'Mail a password-reset link to your own address',
    access: 'self',
    responses: { 202: '`{message}`: look in the mailbox.', 429: 'Too many attempts.' },
  }),
};

/** Account identity (part 2 §2, §7): change the e-mail address or the password. */
export function identityRoutes(deps: ApiDeps) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.config.trustProxy);
  const updateEmail = async (c: Parameters<typeof clientIp>[0]) => {
    const { user } = await requireSelf(c, deps, c.req.param('id'));
    const body = await parseBody(c, changeEmailSchema);
    return c.json(await requestEmailChange(deps, user, body), 202);
  };
  return (
    new Hono<AppEnv>()
      .post(`/users/:id${USER_ID_PATTERN}/update_email`, contract.updateEmail, updateEmail)
      // The spec lists both names for the same call (part 2 §7).
      .post(`/users/:id${USER_ID_PATTERN}/update_email_alt`, contract.updateEmailAlt, updateEmail)
      .post('/auths/confirm_email_change', contract.confirmEmailChange, async (c) => {
        const body = await parseBody(c, confirmEmailChangeBody);
        const user = await confirmEmailChange(deps, body.token, ip(c));
        return c.json({ email: user.email, email_confirmed: true }, 200);
      })
      .post(`/users/:id${USER_ID_PATTERN}/set_password`, contract.setPassword, async (c) => {
        const { user, session } = await requireSelf(c, deps, c.req.param('id'));
        const body = await parseBody(c, changePasswordSchema);
        await changePassword(deps, user, session.idHash, body);
        // The other sessions ended: their event streams end now, on every instance.
        await announceSessionsEnded(deps, user.id);
        return c.body(null, 204);
      })
      .post(
        `/users/:id${USER_ID_PATTERN}/request_reset_password`,
        contract.requestResetPassword,
        async (c) => {
          const { user } = await requireSelf(c, deps, c.req.param('id'));
          await requestOwnPasswordReset(deps, user, ip(c));
          return c.json({ message: domainText('auth.resetRequested') }, 202);
        },
      )
  );
}
