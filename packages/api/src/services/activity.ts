import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * "Last active" (a Person's last_active_timestamp, the search's "last active within" and the
 * friends list's sort) is the last authenticated request, written at most once a minute per
 * person so the last-active index is not rewritten on every request.
 */
export const LAST_ACTIVE_RESOLUTION_MS = 60_000;

/** Records activity now unless it was recorded less than a minute ago; updates `user` too. */
export async function touchLastActive(
  db: Db,
  clock: Clock,
  user: { id: string; lastActiveAt: Date | null },
): Promise<void> {
  const now = clock.now();
  const staleBefore = new Date(now.getTime() - LAST_ACTIVE_RESOLUTION_MS);
  if (user.lastActiveAt && user.lastActiveAt > staleBefore) return;
  // The condition repeats in SQL: another instance may have written it meanwhile.
  await db
    .update(users)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(users.id, user.id),
        or(isNull(users.lastActiveAt), lt(users.lastActiveAt, staleBefore)),
      ),
    );
  user.lastActiveAt = now;
}
