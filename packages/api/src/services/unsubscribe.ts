import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { ApiDeps } from '../deps';
import { RATE_RULES } from '../security/rateLimit';
import { unsubscribeToken, verifyUnsubscribeToken } from '../security/signedLinks';
import { fieldRefusal } from './errors';

type UnsubscribeDeps = Pick<ApiDeps, 'db' | 'clock' | 'config' | 'rateLimiter'>;

export const UNSUBSCRIBE_ERRORS = {
  badLink: 'This unsubscribe link is not valid.',
} as const;

/** The page a marketing e-mail's unsubscribe link opens (part 1 §2 /unsubscribe/{tok}). */
export async function unsubscribeLink(deps: Pick<ApiDeps, 'db' | 'config'>, userId: string) {
  return `${deps.config.publicUrl}/unsubscribe/${await unsubscribeToken(deps.db, userId)}`;
}

/**
 * POST /unsubscribe/{token}: turns subscribe_email off for the person the link was signed for.
 * Doing it twice is fine; a link we did not sign counts against the caller's address.
 */
export async function unsubscribe(
  deps: UnsubscribeDeps,
  token: string,
  ip: string,
): Promise<{ subscribe_email: false }> {
  // Counted before the link is checked, so parallel guesses cannot slip under the limit.
  const counted = await deps.rateLimiter.hit(RATE_RULES.tokenFailuresPerIp, ip);
  if (!counted.allowed) throw fieldRefusal('token', UNSUBSCRIBE_ERRORS.badLink, 'tooManyAttempts');
  const userId = await verifyUnsubscribeToken(deps.db, token);
  const updated = userId ? await setUnsubscribed(deps.db, userId, deps.clock.now()) : false;
  if (!updated) throw fieldRefusal('token', UNSUBSCRIBE_ERRORS.badLink);
  await deps.rateLimiter.release(RATE_RULES.tokenFailuresPerIp, ip);
  return { subscribe_email: false };
}

async function setUnsubscribed(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ subscribeEmail: false, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
