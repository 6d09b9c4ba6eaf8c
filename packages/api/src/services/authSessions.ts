import { and, eq, gt, ne } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import { authSessions, users } from '../db/schema';
import { hashSecret, looksLikeSecret, newSecret } from '../security/secrets';

const HOUR = 60 * 60 * 1000;
/** "Remember me": a persistent cookie and a month of inactivity before it lapses. */
export const PERSISTENT_SESSION_MS = 30 * 24 * HOUR;
/** Without it: a browser-session cookie, and the server forgets it after a day unused. */
export const BROWSER_SESSION_MS = 24 * HOUR;

export type UserRow = typeof users.$inferSelect;

export interface SignedInUser {
  user: UserRow;
  session: { idHash: string; persistent: boolean; expiresAt: Date };
  /** Set when this request extended the session: the cookie must be sent again. */
  renewed: boolean;
}

export interface NewAuthSession {
  /** The cookie value; the database keeps only its hash. */
  id: string;
  persistent: boolean;
  expiresAt: Date;
}

const lifetime = (persistent: boolean) => (persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS);

/** A new session id for `userId` (sign-up, sign-in, reset): ids are never reused. */
export async function createAuthSession(
  db: Db | Tx,
  clock: Clock,
  userId: string,
  persistent: boolean,
): Promise<NewAuthSession> {
  const id = newSecret();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + lifetime(persistent));
  await db
    .insert(authSessions)
    .values({ idHash: hashSecret(id), userId, persistent, createdAt: now, expiresAt });
  return { id, persistent, expiresAt };
}

/**
 * The signed-in user for a cookie value, or null. A session used after half its lifetime is
 * extended (sliding expiry), so an active person is never signed out mid-use.
 */
export async function resolveAuthSession(
  db: Db,
  clock: Clock,
  id: string,
): Promise<SignedInUser | null> {
  if (!looksLikeSecret(id)) return null;
  const now = clock.now();
  const idHash = hashSecret(id);
  const [row] = await db
    .select({ user: users, session: authSessions })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.idHash, idHash), gt(authSessions.expiresAt, now)));
  if (!row) return null;
  const span = lifetime(row.session.persistent);
  let expiresAt = row.session.expiresAt;
  let renewed = false;
  if (expiresAt.getTime() - now.getTime() < span / 2) {
    expiresAt = new Date(now.getTime() + span);
    renewed = true;
    await db.update(authSessions).set({ expiresAt }).where(eq(authSessions.idHash, idHash));
  }
  return {
    user: row.user,
    session: { idHash, persistent: row.session.persistent, expiresAt },
    renewed,
  };
}

export async function deleteAuthSession(db: Db, idHash: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.idHash, idHash));
}

/** Ends every session of a person, except optionally the one making the request. */
export async function deleteUserAuthSessions(
  db: Db | Tx,
  userId: string,
  exceptIdHash?: string,
): Promise<void> {
  await db
    .delete(authSessions)
    .where(
      exceptIdHash
        ? and(eq(authSessions.userId, userId), ne(authSessions.idHash, exceptIdHash))
        : eq(authSessions.userId, userId),
    );
}

/** Whether a session still exists and has not expired (a long-lived stream checks it now and then). */
export async function authSessionIsLive(
  deps: { db: Db; clock: Clock },
  idHash: string,
): Promise<boolean> {
  const [row] = await deps.db
    .select({ idHash: authSessions.idHash })
    .from(authSessions)
    .where(and(eq(authSessions.idHash, idHash), gt(authSessions.expiresAt, deps.clock.now())));
  return row !== undefined;
}
