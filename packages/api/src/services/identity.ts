import { domainText } from '@backline/domain';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../db/schema';
import {
  addressInUseNotice,
  changeEmailMessage,
  emailChangeRequestedNotice,
} from '../mail/messages';
import { hashPassword, verifyPassword } from '../security/passwords';
import { RATE_RULES } from '../security/rateLimit';
import { looksLikeSecret } from '../security/secrets';
import {
  type AuthDeps,
  countAttempt,
  guard,
  issueToken,
  link,
  normalizeEmail,
  refuseToken,
  requestPasswordReset,
  spendOpenTokens,
  spendToken,
  tokenAccepted,
} from './auth';
import { deleteUserAuthSessions, type UserRow } from './authSessions';
import { fieldRefusal } from './errors';

/** Refusals of the identity calls only the server can decide (part 2 §7 error keys). */
export const IDENTITY_ERRORS = {
  currentPasswordWrong: 'Current password is incorrect',
  sameEmail: 'This is already your email address',
} as const;

/**
 * The current password proves it is the owner at the keyboard, not someone at an unlocked
 * computer. Wrong guesses count like failed sign-ins of the account, so a stolen session cannot
 * be used to guess the password without limit.
 */
async function checkCurrentPassword(deps: AuthDeps, user: UserRow, password: string) {
  // Counted before the check, so parallel guesses cannot all pass under the limit.
  await countAttempt(deps, [[RATE_RULES.signInFailuresPerAccount, user.email]]);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw fieldRefusal('current_password', IDENTITY_ERRORS.currentPasswordWrong);
  await deps.rateLimiter.release(RATE_RULES.signInFailuresPerAccount, user.email);
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
};

/** The other account already holding `email`, if any. */
async function holderOf(deps: AuthDeps, email: string, userId: string) {
  const [other] = await deps.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return other ?? null;
}

/**
 * POST /users/{id}/update_email: mails a confirmation link to the new address (which proves it
 * is theirs) and a notice to the current one. The account keeps its address until the link is
 * confirmed (part 1 §2 /confirm-email-change). An address that already has an account gets the
 * same answer (decision 037: the answer does not tell who has an account); its owner is told by
 * mail instead of being sent a link.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  user: UserRow,
  input: { update_email: string; current_password: string },
): Promise<{ update_email: string }> {
  const newEmail = normalizeEmail(input.update_email);
  await checkCurrentPassword(deps, user, input.current_password);
  if (newEmail === user.email) throw fieldRefusal('update_email', IDENTITY_ERRORS.sameEmail);
  const holder = await holderOf(deps, newEmail, user.id);
  const token = await deps.db.transaction(async (tx) => {
    // Only the newest request counts: an older link in a mailbox stops working.
    await spendOpenTokens(tx, deps.clock.now(), user.id, 'change_email');
    return holder ? null : issueToken(tx, deps, user.id, 'change_email', newEmail);
  });
  const resetLink = `${deps.config.publicUrl}/auth/forget-password`;
  deps.mail.post(
    token
      ? changeEmailMessage(
          { email: newEmail, firstName: user.firstName },
          link(deps, '/confirm-email-change', token),
        )
      : addressInUseNotice({ email: newEmail, firstName: holder?.firstName ?? '' }, resetLink),
  );
  deps.mail.post(
    emailChangeRequestedNotice(
      { email: user.email, firstName: user.firstName },
      newEmail,
      resetLink,
    ),
  );
  return { update_email: newEmail };
}

/**
 * POST /auths/confirm_email_change {token}: the account moves to the new address, which is
 * thereby confirmed. Anyone holding the link may confirm it (a visitor may, part 1 §1).
 */
export async function confirmEmailChange(
  deps: AuthDeps,
  token: string,
  ip: string,
): Promise<UserRow> {
  await guard(deps, [[RATE_RULES.tokenFailuresPerIp, ip]]);
  if (!looksLikeSecret(token)) return refuseToken(deps, ip);
  const now = deps.clock.now();
  let changed: UserRow | null;
  try {
    changed = await deps.db.transaction(async (tx) => {
      const spent = await spendToken(tx, now, token, 'change_email');
      if (!spent?.newEmail) return null;
      const [user] = await tx
        .update(users)
        .set({ email: spent.newEmail, emailConfirmedAt: now, updatedAt: now })
        .where(eq(users.id, spent.userId))
        .returning();
      return user ?? null;
    });
  } catch (error) {
    // Someone else took the address between the request and the confirmation.
    if (isUniqueViolation(error))
      throw fieldRefusal('token', domainText('auth.emailTaken'), 'conflict');
    throw error;
  }
  if (!changed) return refuseToken(deps, ip);
  await tokenAccepted(deps, ip);
  return changed;
}

/**
 * POST /users/{id}/set_password: the new password replaces the old one and every other session
 * of the account ends (ARCHITECTURE.md); this browser stays signed in.
 */
export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  currentSessionIdHash: string,
  input: { old_password: string; new_password: string },
): Promise<void> {
  await checkCurrentPassword(deps, user, input.old_password);
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: deps.clock.now() })
      .where(eq(users.id, user.id));
    await deleteUserAuthSessions(tx, user.id, currentSessionIdHash);
    // A reset link mailed earlier would undo this change: it dies with the old password.
    await spendOpenTokens(tx, deps.clock.now(), user.id, 'reset_password');
  });
}

/** POST /users/{id}/request_reset_password: the signed-in person's own reset link (part 2 §7). */
export function requestOwnPasswordReset(deps: AuthDeps, user: UserRow, ip: string): Promise<void> {
  return requestPasswordReset(deps, user.email, ip);
}
