import { Redis } from 'ioredis';
import type { RateLimitStore } from './index';

/**
 * Scaled with `REDIS_URL`: INCR plus an expiry per window key. Keys carry the deployment's
 * namespace (`BUS_NAMESPACE`, else the PostgreSQL database's name), so two deployments sharing a
 * Redis database never count each other's attempts.
 */
export async function createRedisRateLimitStore(
  redisUrl: string,
  namespace = 'default',
): Promise<RateLimitStore> {
  const prefix = `backline:rate:${namespace}:`;
  const redis = new Redis(redisUrl, { lazyConnect: true, keyPrefix: prefix });
  redis.on('error', () => {});
  await redis.connect();
  return {
    kind: 'redis',
    async get(key) {
      const value = await redis.get(key);
      return value === null ? 0 : Number(value);
    },
    async increment(key, expiresAt, now) {
      // A relative expiry: the window comes from our clock, which need not agree with Redis's.
      const ttl = Math.max(1, expiresAt.getTime() - now.getTime());
      const [[, count] = []] = (await redis.multi().incr(key).pexpire(key, ttl).exec()) ?? [];
      return Number(count ?? 1);
    },
    async decrement(key) {
      // One script, so a key that expires meanwhile is not brought back at -1 without expiry.
      await redis.eval(
        "local n = redis.call('GET', KEYS[1]) if n and tonumber(n) > 0 then return redis.call('DECR', KEYS[1]) end return 0",
        1,
        key,
      );
    },
    async delete(key) {
      await redis.del(key);
    },
    async clear() {
      // keyPrefix is not applied to SCAN patterns, and is added back by DEL.
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
      } while (cursor !== '0');
    },
    async close() {
      redis.disconnect();
    },
  };
}
