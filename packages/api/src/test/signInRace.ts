import { describe, expect, it } from 'vitest';
import { RATE_RULES } from '../security/rateLimit';
import { signUpAccount, TEST_PASSWORD } from './accounts';
import type { TestPlatform } from './platform';

/**
 * On whichever rate-limit store the platform runs (memory on PGlite,
 * PostgreSQL, Redis): parallel guesses must not slip in under the sign-in limit.
 */
export function describeSignInRace(label: string, platform: () => TestPlatform): void {
  describe(`parallel sign-in guesses (${label})`, () => {
    it('counts parallel hits atomically: exactly the limit is allowed', async () => {
      const t = platform();
      const rule = { name: 'race', limit: 10, windowMs: 60_000 };
      const results = await Promise.all(
        Array.from({ length: 40 }, () => t.platform.rateLimiter.hit(rule, 'someone')),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(10);
      await t.platform.rateLimiter.release(rule, 'someone');
      expect((await t.platform.rateLimiter.check(rule, 'someone')).allowed).toBe(false);
      await t.platform.rateLimiter.reset(rule, 'someone');
      await t.platform.rateLimiter.hit(rule, 'someone');
      await t.platform.rateLimiter.release(rule, 'someone');
      await t.platform.rateLimiter.release(rule, 'someone');
      // Never below zero: the limit still allows exactly ten.
      for (let n = 0; n < 10; n += 1)
        expect((await t.platform.rateLimiter.hit(rule, 'someone')).allowed).toBe(true);
      expect((await t.platform.rateLimiter.hit(rule, 'someone')).allowed).toBe(false);
    });

    it('checks at most ten of 44 wrong passwords and the right one sent at once', async () => {
      const t = platform();
      await signUpAccount(t, 'race@example.com');
      const attacker = t.client({ ip: '192.0.2.44' });
      const guesses = Array.from({ length: 44 }, (_, n) => `wrong guess ${n}`);
      const answers = await Promise.all(
        [...guesses, TEST_PASSWORD].map((password) =>
          attacker.post('/api/auths/login', { email: 'race@example.com', password }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      // Only attempts counted within the limit reach the password check (401 or 200).
      const checked = statuses.filter((status) => status === 401 || status === 200);
      expect(checked.length).toBeLessThanOrEqual(RATE_RULES.signInFailuresPerAccount.limit);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
        45 - RATE_RULES.signInFailuresPerAccount.limit,
      );
      expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
      // The right password came last: it is refused unchecked, and no session was made.
      expect(statuses.at(-1)).toBe(429);
      expect(answers.at(-1)?.setCookies).toEqual([]);
    });

    it('checks at most twenty of thirty link tokens guessed at once from one address', async () => {
      const t = platform();
      const guesser = t.client({ ip: '192.0.2.45' });
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          guesser.post('/api/auths/reset_password', {
            token: `${'B'.repeat(40)}${String(n).padStart(3, '0')}`,
            password: 'a new password 1',
            password_confirmation: 'a new password 1',
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(
        RATE_RULES.tokenFailuresPerIp.limit,
      );
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
        30 - RATE_RULES.tokenFailuresPerIp.limit,
      );
    });
  });
}
