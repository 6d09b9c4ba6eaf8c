import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signingKeys } from '../db/schema';
import { isUuid } from '../services/ids';
import { newSecret } from './secrets';

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * The signing key called `name`, made at first use and kept in the database, so every instance
 * signs and checks with the same key without a setting (docs/decisions/011).
 */
export function signingKey(db: Db, name: string): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) {
    byName = new Map();
    keys.set(db, byName);
  }
  let key = byName.get(name);
  if (!key) {
    key = (async () => {
      // Two instances starting together: the first insert wins, both read the same row.
      await db.insert(signingKeys).values({ name, secret: newSecret() }).onConflictDoNothing();
      const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, name));
      if (!row) throw new Error(`The signing key ${name} was not stored.`);
      return Buffer.from(row.secret, 'base64url');
    })();
    key.catch(() => byName?.delete(name));
    byName.set(name, key);
  }
  return key;
}

const UNSUBSCRIBE_KEY = 'unsubscribe';

const unsubscribeSignature = (key: Buffer, userId: string) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');

/**
 * The token of a person's unsubscribe link: `<user id>.<HMAC-SHA256 of it>`. It names no
 * address, does not expire (a newsletter may be read months later) and does one thing only.
 */
export async function unsubscribeToken(db: Db, userId: string): Promise<string> {
  return `${userId}.${unsubscribeSignature(await signingKey(db, UNSUBSCRIBE_KEY), userId)}`;
}

/** The user an unsubscribe token was made for, or null when it was not made by us. */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<string | null> {
  const [userId, signature, ...rest] = token.split('.');
  if (!userId || !signature || rest.length > 0 || !isUuid(userId)) return null;
  const expected = Buffer.from(
    unsubscribeSignature(await signingKey(db, UNSUBSCRIBE_KEY), userId),
    'base64url',
  );
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
