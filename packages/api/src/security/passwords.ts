import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with m = 19 MiB, t = 2, p = 1 (ARCHITECTURE.md; OWASP's first recommended profile).
 * `Algorithm` is a const enum the compiler cannot inline across packages: 2 is Argon2id.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a crash.
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification when no account has the address, so the answer's timing
 * does not tell whether an address is registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('backline-decoy-password');
  await verifyPassword(await decoy, password);
  return false;
}
