import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): session ids and mailed tokens. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the secret: a database leak does not hand out sessions or links. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Cheap shape check before any database work: a secret is exactly 43 base64url characters. */
export function looksLikeSecret(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
