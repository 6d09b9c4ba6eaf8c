import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusEvent } from './bus';
import { createRateLimiter } from './security/rateLimit';
import { createRedisRateLimitStore } from './security/rateLimit/redisStore';
import { signUpAccount } from './test/accounts';
import { startTestPlatform, type TestPlatform } from './test/platform';

// Runs only in the "redis" project (TEST_REDIS_URL; use a database of its own, e.g. /15).
const redisUrl = process.env.TEST_REDIS_URL ?? '';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('redis', { REDIS_URL: redisUrl });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

describe('the platform with REDIS_URL', () => {
  it('uses Redis for the bus and the rate limits', () => {
    expect(t.platform.bus.kind).toBe('redis');
    expect(t.platform.rateLimiter.store.kind).toBe('redis');
  });

  it('delivers a published id to the subscribers of its channel', async () => {
    const channel = `test:${randomUUID()}`;
    let arrived!: (event: BusEvent) => void;
    const received = new Promise<BusEvent>((resolve) => {
      arrived = resolve;
    });
    const stop = t.platform.bus.subscribe(channel, arrived);
    await t.platform.bus.publish({ channel, id: 31 });
    expect(await received).toEqual({ channel, id: 31 });
    stop();
  });

  it('refuses the 11th failed sign-in with counters kept in Redis', async () => {
    const client = t.client();
    await signUpAccount(t, 'ana@example.com', {}, client);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await client.post('/api/auths/login', {
        email: 'ana@example.com',
        password: 'wrong guess',
      });
      expect(response.status).toBe(401);
    }
    const eleventh = await client.post('/api/auths/login', {
      email: 'ana@example.com',
      password: 'correct horse battery',
    });
    expect(eleventh.status).toBe(429);
  });
});

describe('the Redis rate-limit store', () => {
  it('counts within a window, resets a subject and clears everything', async () => {
    const store = await createRedisRateLimitStore(redisUrl);
    try {
      const limiter = createRateLimiter(store, t.clock);
      const rule = { name: `test-${randomUUID()}`, limit: 2, windowMs: 60_000 };
      expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
      expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
      expect((await limiter.hit(rule, 'a')).allowed).toBe(false);
      expect((await limiter.check(rule, 'b')).allowed).toBe(true);
      t.clock.advance(60_000);
      expect((await limiter.check(rule, 'a')).allowed).toBe(true);
      await limiter.hit(rule, 'a');
      await limiter.hit(rule, 'a');
      await limiter.reset(rule, 'a');
      expect((await limiter.check(rule, 'a')).allowed).toBe(true);
      await limiter.hit(rule, 'c');
      await limiter.hit(rule, 'c');
      await store.clear();
      expect((await limiter.check(rule, 'c')).allowed).toBe(true);
    } finally {
      await store.close();
    }
  });
});
