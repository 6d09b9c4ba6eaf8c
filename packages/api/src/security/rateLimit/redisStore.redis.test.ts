import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from './redisStore';

// Runs only in the "redis" project (TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe('the Redis rate-limit store', () => {
  it('keeps the counters of two deployments on one Redis database apart', async () => {
    const [ours, theirs] = await Promise.all([
      createRedisRateLimitStore(redisUrl, `ns-${randomUUID()}`),
      createRedisRateLimitStore(redisUrl, `ns-${randomUUID()}`),
    ]);
    try {
      const now = new Date();
      const later = new Date(now.getTime() + 60_000);
      await ours.increment('sign-in:ip:203.0.113.10', later, now);
      await ours.increment('sign-in:ip:203.0.113.10', later, now);
      expect(await ours.get('sign-in:ip:203.0.113.10', now)).toBe(2);
      expect(await theirs.get('sign-in:ip:203.0.113.10', now)).toBe(0);
      await theirs.clear();
      expect(await ours.get('sign-in:ip:203.0.113.10', now)).toBe(2);
      await ours.clear();
    } finally {
      await Promise.all([ours.close(), theirs.close()]);
    }
  });
});
