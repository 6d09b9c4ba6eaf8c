import { domainText } from '@backline/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { type TokenPurpose, users, userTokens } from '../db/schema';
import type { ApiDeps } from '../deps';
import {
  addressInUseNotice,
  confirmEmailMessage,
  resetPasswordMessage,
  welcomeMessage,
} from '../mail/messages';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../security/passwords';
import { RATE_RULES, type RateCheck, type RateRule } from '../security/rateLimit';
import { hashSecret, looksLikeSecret, newSecret } from '../security/secrets';
import { attributeSignup } from './affiliates';
import {
  createAuthSession,
  deleteUserAuthSessions,
  type NewAuthSession,
  type UserRow,
} from './authSessions';
import { fieldRefusal, ServiceError, tooManyAttempts } from './errors';
import { unsubscribeLink } from './unsubscribe';

/** Mailed links work for one hour (ARCHITECTURE.md), once. */
export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export type AuthDeps = Pick<ApiDeps, 'db' | 'clock' | 'config' | 'mail' | 'rateLimiter' | 'logger'>;

export interface SignUpInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** The affiliate_visitor cookie's code (part 2 §9), when the browser carries one. */
  affiliate?: string | undefined;
}

export interface SignInInput {
  email: string;
  password: string;
  remember_me?: boolean | undefined;
}

export interface SignedInResult {
  user: UserRow;
  session: NewAuthSession;
}

/** One account per address however it is typed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
};

/**
 * Counts a link-token attempt before the token is looked at, so parallel guesses cannot all
 * slip in under the limit; `tokenAccepted` gives the count back when it was good.
 */
export async function guard(deps: AuthDeps, checks: [RateRule, string][]): Promise<void> {
  await countAttempt(deps, checks);
}

/** A good link token: its attempt, counted up front by `guard`, is given back. */
export async function tokenAccepted(deps: AuthDeps, ip: string): Promise<void> {
  await deps.rateLimiter.release(RATE_RULES.tokenFailuresPerIp, ip);
}

/**
 * A link token for `purpose`: the raw value goes into the mail, its hash into the table. A
 * `change_email` token carries the address the account moves to.
 */
export async function issueToken(
  db: Db | Tx,
  deps: AuthDeps,
  userId: string,
  purpose: TokenPurpose,
  newEmail?: string,
): Promise<string> {
  const token = newSecret();
  const now = deps.clock.now();
  await db.insert(userTokens).values({
    tokenHash: hashSecret(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    newEmail: newEmail ?? null,
  });
  return token;
}

export const link = (deps: AuthDeps, path: string, token: string) =>
  `${deps.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

/** The user a still-valid, unused token of `purpose` belongs to; nothing is changed. */
async function findTokenUser(
  deps: AuthDeps,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  if (!looksLikeSecret(token)) return null;
  const [row] = await deps.db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, hashSecret(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, deps.clock.now()),
      ),
    );
  return row?.userId ?? null;
}

/** Marks the token used if it still can be; false when another request spent it first. */
export async function spendToken(
  db: Db | Tx,
  now: Date,
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: string; newEmail: string | null } | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashSecret(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId, newEmail: userTokens.newEmail });
  return row ?? null;
}

/** Marks every still-open link of `purpose` of the account used: older links in a mailbox die. */
export async function spendOpenTokens(
  db: Db | Tx,
  now: Date,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}

/** A bad link token; `guard` counted the attempt already. */
export async function refuseToken(_deps: AuthDeps, _ip: string): Promise<never> {
  throw fieldRefusal('token', domainText('auth.badToken'));
}

/** What POST /users answers for every address that passes validation (decision 037). */
export const SIGN_UP_ANSWER = { status: 'confirmation_sent' } as const;

/**
 * POST /users answers the same whoever owns the address (decision 037, ASVS V6.3.8): nobody is
 * signed in and only the address's mailbox learns what happened.
 * - A free address: the account is created unconfirmed, with the affiliate attribution of the
 *   browser, and the confirmation link is mailed; following it signs the person in.
 * - An unconfirmed account's address: the newest sign-up's names and password replace the
 *   earlier ones (a stranger who registered the address first cannot keep a password the owner
 *   would then use) and a new confirmation link is mailed.
 * - A confirmed account's address (also the unique-violation race): its owner gets
 *   `addressInUseNotice` and nothing else changes.
 * A password is hashed on every path, so the answer takes as long either way.
 */
export async function signUp(deps: AuthDeps, input: SignUpInput, ip: string): Promise<void> {
  const allowed = await deps.rateLimiter.hit(RATE_RULES.signUpsPerIp, ip);
  if (!allowed.allowed) throw tooManyAttempts(allowed.retryAfterSeconds);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  const now = deps.clock.now();
  const [existing] = await deps.db
    .select({ id: users.id, emailConfirmedAt: users.emailConfirmedAt, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email));
  if (existing?.emailConfirmedAt) return tellOwner(deps, { email, firstName: existing.firstName });
  let token: string;
  try {
    token = await deps.db.transaction(async (tx) => {
      if (existing) {
        const [updated] = await tx
          .update(users)
          .set({ firstName, lastName, passwordHash, termsAcceptedAt: now, updatedAt: now })
          .where(and(eq(users.id, existing.id), isNull(users.emailConfirmedAt)))
          .returning({ id: users.id });
        if (!updated) throw new AddressTaken();
        return issueToken(tx, deps, existing.id, 'confirm_email');
      }
      const [user] = await tx
        .insert(users)
        .values({
          firstName,
          lastName,
          email,
          passwordHash,
          termsAcceptedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('The new user row was not returned.');
      await attributeSignup(tx, input.affiliate, user.id, now);
      return issueToken(tx, deps, user.id, 'confirm_email');
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment, or a confirmation in between: the
    // address is someone's now, so its owner is told, as for any taken address.
    if (error instanceof AddressTaken || isUniqueViolation(error)) {
      const [owner] = await deps.db
        .select({ firstName: users.firstName })
        .from(users)
        .where(eq(users.email, email));
      return tellOwner(deps, { email, firstName: owner?.firstName ?? '' });
    }
    throw error;
  }
  deps.mail.post(
    confirmEmailMessage({ email, firstName }, link(deps, '/auth/confirm-mail', token)),
  );
}

class AddressTaken extends Error {}

function tellOwner(deps: AuthDeps, owner: { email: string; firstName: string }): void {
  deps.mail.post(addressInUseNotice(owner, `${deps.config.publicUrl}/auth/forget-password`));
}

/**
 * Counts one attempt against every rule before the work it guards, and refuses it when any
 * rule is now over its limit. The count is one atomic step in the store, so parallel requests
 * cannot all slip in under the limit before any of them is counted.
 */
export async function countAttempt(deps: AuthDeps, rules: [RateRule, string][]): Promise<void> {
  let refused: RateCheck | undefined;
  for (const [rule, subject] of rules) {
    const counted = await deps.rateLimiter.hit(rule, subject);
    if (!counted.allowed && !refused) refused = counted;
  }
  if (refused) throw tooManyAttempts(refused.retryAfterSeconds);
}

/**
 * POST /auths/login. Every attempt counts per account and per address before the password is
 * checked; once either limit is reached the attempt is refused unchecked. The right password
 * forgets the account's count and gives back its own count on the address.
 */
export async function signIn(
  deps: AuthDeps,
  input: SignInInput,
  ip: string,
): Promise<SignedInResult> {
  const email = normalizeEmail(input.email);
  await countAttempt(deps, [
    [RATE_RULES.signInFailuresPerAccount, email],
    [RATE_RULES.signInFailuresPerIp, ip],
  ]);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  // An unconfirmed account answers exactly like a wrong password, its own included: otherwise
  // signing up with an address and then signing in would tell whether it was free (decision
  // 037). The mailed link, or a password reset, confirms it and signs in.
  if (!user || !valid || !user.emailConfirmedAt) {
    throw new ServiceError('unauthenticated', { error: domainText('auth.signInFailed') });
  }
  await deps.rateLimiter.reset(RATE_RULES.signInFailuresPerAccount, email);
  await deps.rateLimiter.release(RATE_RULES.signInFailuresPerIp, ip);
  const session = await createAuthSession(deps.db, deps.clock, user.id, input.remember_me === true);
  return { user, session };
}

/**
 * POST /auths/forgot_password: mails a reset link when the address has an account. The answer
 * is the same either way, so the call does not reveal who has an account.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  emailInput: string,
  ip: string,
): Promise<void> {
  const email = normalizeEmail(emailInput);
  for (const [rule, subject] of [
    [RATE_RULES.resetRequestsPerIp, ip],
    [RATE_RULES.resetRequestsPerAccount, email],
  ] as const) {
    const counted = await deps.rateLimiter.hit(rule, subject);
    if (!counted.allowed) throw tooManyAttempts(counted.retryAfterSeconds);
  }
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const token = await issueToken(deps.db, deps, user.id, 'reset_password');
  deps.mail.post(
    resetPasswordMessage(
      { email, firstName: user.firstName },
      link(deps, '/auth/password-reset', token),
    ),
  );
}

/**
 * POST /auths/reset_password: sets the new password, ends every session of the account (a
 * thief signed in elsewhere is out) and signs this browser in with a fresh session.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  ip: string,
): Promise<SignedInResult> {
  await guard(deps, [[RATE_RULES.tokenFailuresPerIp, ip]]);
  // Check before hashing (argon2 is deliberately slow); spend inside the transaction.
  if (!(await findTokenUser(deps, input.token, 'reset_password'))) return refuseToken(deps, ip);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const userId = (await spendToken(tx, now, input.token, 'reset_password'))?.userId;
    if (!userId) return null;
    // Any other reset link still in a mailbox dies with this one.
    await spendOpenTokens(tx, now, userId, 'reset_password');
    const [current] = await tx.select().from(users).where(eq(users.id, userId));
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: now,
        // The link arrived in the mailbox, so the address is proven.
        emailConfirmedAt: current?.emailConfirmedAt ?? now,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) return null;
    await deleteUserAuthSessions(tx, userId);
    const session = await createAuthSession(tx, deps.clock, userId, false);
    return { user, session };
  });
  if (!result) return refuseToken(deps, ip);
  await tokenAccepted(deps, ip);
  await deps.rateLimiter.reset(RATE_RULES.signInFailuresPerAccount, result.user.email);
  return result;
}

/**
 * POST /auths/confirm_email: proves the address of the account the link was mailed to and signs
 * that browser in (decision 037: sign-up itself signs nobody in). Every other confirmation link
 * of the account dies with this one.
 */
export async function confirmEmail(
  deps: AuthDeps,
  token: string,
  ip: string,
): Promise<SignedInResult> {
  await guard(deps, [[RATE_RULES.tokenFailuresPerIp, ip]]);
  const now = deps.clock.now();
  const result = looksLikeSecret(token)
    ? await deps.db.transaction(async (tx) => {
        const userId = (await spendToken(tx, now, token, 'confirm_email'))?.userId;
        if (!userId) return null;
        await spendOpenTokens(tx, now, userId, 'confirm_email');
        const [current] = await tx.select().from(users).where(eq(users.id, userId));
        if (!current) return null;
        const user = current.emailConfirmedAt
          ? current
          : (
              await tx
                .update(users)
                .set({ emailConfirmedAt: now, updatedAt: now })
                .where(eq(users.id, userId))
                .returning()
            )[0];
        if (!user) return null;
        const session = await createAuthSession(tx, deps.clock, userId, false);
        return { user, session, confirmedNow: !current.emailConfirmedAt };
      })
    : null;
  if (!result) return refuseToken(deps, ip);
  await tokenAccepted(deps, ip);
  const { user, session } = result;
  // The first marketing mail goes to a proven address only, with its unsubscribe link.
  if (result.confirmedNow && user.subscribeEmail) {
    deps.mail.post(
      welcomeMessage(
        user,
        `${deps.config.publicUrl}/profile`,
        await unsubscribeLink(deps, user.id),
      ),
    );
  }
  return { user, session };
}
