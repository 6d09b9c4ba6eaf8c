import type { RateLimitStore } from './index';

const SWEEP_AT = 10_000;

/** Embedded: one process, one map. Not shared between instances, so only for one server. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const sweep = (now: number) => {
    for (const [key, counter] of counters) if (counter.expiresAt <= now) counters.delete(key);
  };
  return {
    kind: 'memory',
    async get(key, now) {
      const counter = counters.get(key);
      return counter && counter.expiresAt > now.getTime() ? counter.count : 0;
    },
    async increment(key, expiresAt, now) {
      if (counters.size >= SWEEP_AT) sweep(now.getTime());
      const counter = counters.get(key);
      if (!counter || counter.expiresAt <= now.getTime()) {
        counters.set(key, { count: 1, expiresAt: expiresAt.getTime() });
        return 1;
      }
      counter.count += 1;
      return counter.count;
    },
    async decrement(key, now) {
      const counter = counters.get(key);
      if (counter && counter.expiresAt > now.getTime() && counter.count > 0) counter.count -= 1;
    },
    async delete(key) {
      counters.delete(key);
    },
    async clear() {
      counters.clear();
    },
    async close() {
      counters.clear();
    },
  };
}
