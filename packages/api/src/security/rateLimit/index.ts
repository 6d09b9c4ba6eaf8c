import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';

/** Counters by key with an expiry: in-process (embedded), PostgreSQL or Redis (scaled). */
export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** The count under `key`, 0 when absent or expired. */
  get(key: string, now: Date): Promise<number>;
  /** Adds one and returns the new count; the key lives until `expiresAt`. */
  increment(key: string, expiresAt: Date, now: Date): Promise<number>;
  /** Takes one back (never below zero): an attempt counted up front that turned out fine. */
  decrement(key: string, now: Date): Promise<void>;
  delete(key: string): Promise<void>;
  /** Forgets every counter (an operator unlocking everyone; tests between cases). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** "At most `limit` within `windowMs`", counted in fixed windows. */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The rules of ARCHITECTURE.md "Sign-in and reset are rate limited per account and per IP".
 * Failed sign-ins count per account (10: the 11th attempt is refused) and per address.
 */
export const RATE_RULES = {
  signInFailuresPerAccount: { name: 'signin-account', limit: 10, windowMs: 15 * MINUTE },
  signInFailuresPerIp: { name: 'signin-ip', limit: 50, windowMs: 15 * MINUTE },
  resetRequestsPerAccount: { name: 'reset-request-account', limit: 5, windowMs: 60 * MINUTE },
  resetRequestsPerIp: { name: 'reset-request-ip', limit: 20, windowMs: 60 * MINUTE },
  tokenFailuresPerIp: { name: 'token-ip', limit: 20, windowMs: 15 * MINUTE },
  signUpsPerIp: { name: 'signup-ip', limit: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;

export interface RateCheck {
  allowed: boolean;
  /** Seconds until the current window ends (for `Retry-After`). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly store: RateLimitStore;
  /**
   * Reads the count without adding to it. Never decide on a check and count later: parallel
   * requests all pass the check before any of them counts. Use `hit`.
   */
  check(rule: RateRule, subject: string): Promise<RateCheck>;
  /**
   * Counts one event atomically in the store and returns whether the subject is still within
   * the limit afterwards: of N parallel hits exactly `limit` are allowed.
   */
  hit(rule: RateRule, subject: string): Promise<RateCheck>;
  /** Gives back one `hit` in the current window (an attempt that succeeded). */
  release(rule: RateRule, subject: string): Promise<void>;
  reset(rule: RateRule, subject: string): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore, clock: Clock): RateLimiter {
  const windowOf = (rule: RateRule) => {
    const now = clock.now();
    const index = Math.floor(now.getTime() / rule.windowMs);
    const endsAt = new Date((index + 1) * rule.windowMs);
    return {
      now,
      index,
      endsAt,
      retryAfterSeconds: Math.ceil((endsAt.getTime() - now.getTime()) / 1000),
    };
  };
  // Subjects (addresses, e-mail addresses) are hashed: the counters hold no personal data.
  const keyOf = (rule: RateRule, subject: string, index: number) =>
    `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}:${index}`;
  return {
    store,
    async check(rule, subject) {
      const window = windowOf(rule);
      const count = await store.get(keyOf(rule, subject, window.index), window.now);
      return { allowed: count < rule.limit, retryAfterSeconds: window.retryAfterSeconds };
    },
    async hit(rule, subject) {
      const window = windowOf(rule);
      const count = await store.increment(
        keyOf(rule, subject, window.index),
        window.endsAt,
        window.now,
      );
      return { allowed: count <= rule.limit, retryAfterSeconds: window.retryAfterSeconds };
    },
    async release(rule, subject) {
      const window = windowOf(rule);
      await store.decrement(keyOf(rule, subject, window.index), window.now);
    },
    async reset(rule, subject) {
      await store.delete(keyOf(rule, subject, windowOf(rule).index));
    },
  };
}
