import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../clock';
import { createRateLimiter, RATE_RULES } from './index';
import { createMemoryRateLimitStore } from './memoryStore';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

describe('rate limiter (in-process store)', () => {
  it('allows the limit and refuses the next one in the same window', async () => {
    const clock = createTestClock(new Date('2026-01-15T10:00:00.000Z'));
    const limiter = createRateLimiter(createMemoryRateLimitStore(), clock);
    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      results.push((await limiter.hit(rule, 'a')).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect((await limiter.check(rule, 'a')).allowed).toBe(false);
    expect((await limiter.check(rule, 'b')).allowed).toBe(true);
  });

  it('tells how long until the window ends', async () => {
    const clock = createTestClock(new Date('2026-01-15T10:00:15.000Z'));
    const limiter = createRateLimiter(createMemoryRateLimitStore(), clock);
    expect((await limiter.check(rule, 'a')).retryAfterSeconds).toBe(45);
  });

  it('starts again in the next window', async () => {
    const clock = createTestClock(new Date('2026-01-15T10:00:00.000Z'));
    const limiter = createRateLimiter(createMemoryRateLimitStore(), clock);
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.hit(rule, 'a');
    expect((await limiter.check(rule, 'a')).allowed).toBe(false);
    clock.advance(60_000);
    expect((await limiter.check(rule, 'a')).allowed).toBe(true);
  });

  it('forgets a subject on reset and everyone on clear', async () => {
    const clock = createTestClock();
    const store = createMemoryRateLimitStore();
    const limiter = createRateLimiter(store, clock);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await limiter.hit(rule, 'a');
      await limiter.hit(rule, 'b');
    }
    await limiter.reset(rule, 'a');
    expect((await limiter.check(rule, 'a')).allowed).toBe(true);
    expect((await limiter.check(rule, 'b')).allowed).toBe(false);
    await store.clear();
    expect((await limiter.check(rule, 'b')).allowed).toBe(true);
  });

  it('refuses the 11th failed sign-in of one account, as ARCHITECTURE.md asks', () => {
    expect(RATE_RULES.signInFailuresPerAccount.limit).toBe(10);
  });
});
