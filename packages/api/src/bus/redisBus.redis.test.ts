import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import type { Bus, BusEvent } from './index';
import { createRedisBus, redisBusChannel } from './redisBus';

// Runs only in the "redis" project (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379/15).
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const otherDatabase = (() => {
  const url = new URL(redisUrl);
  url.pathname = url.pathname === '/14' ? '/13' : '/14';
  return url.toString();
})();

const open: Bus[] = [];
const bus = async (url: string, namespace: string) => {
  const created = await createRedisBus(url, createMemoryLogger(), namespace);
  open.push(created);
  return created;
};

afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});

/** Publishes on `from`, then a marker on `to` itself: what `to` heard before its marker. */
async function heardBy(from: Bus, to: Bus): Promise<BusEvent[]> {
  const channel = `test:${randomUUID()}`;
  const heard: BusEvent[] = [];
  let marked!: () => void;
  const marker = new Promise<void>((resolve) => {
    marked = resolve;
  });
  const stop = to.subscribe(channel, (event) => {
    if (event.id === 'marker') marked();
    else heard.push(event);
  });
  await from.publish({ channel, id: 1 });
  // Redis delivers one connection's publications in order: a later marker from `from` itself
  // arriving at `to` would prove the first was delivered; from `to`, it bounds the wait.
  await from.publish({ channel, id: 2 });
  await to.publish({ channel, id: 'marker' });
  await marker;
  stop();
  return heard;
}

describe('the Redis bus channel', () => {
  it('names the Redis database and the deployment', () => {
    expect(redisBusChannel('redis://127.0.0.1:6379/15', 'backline')).toBe(
      'backline_bus:db15:backline',
    );
    expect(redisBusChannel('redis://127.0.0.1:6379', 'backline')).toBe('backline_bus:db0:backline');
  });

  it('carries events between the instances of one deployment', async () => {
    const namespace = `ns-${randomUUID()}`;
    const [a, b] = [await bus(redisUrl, namespace), await bus(redisUrl, namespace)];
    const heard = new Promise<BusEvent>((resolve) => b.subscribe('test:same', resolve));
    await a.publish({ channel: 'test:same', id: 7 });
    expect(await heard).toEqual({ channel: 'test:same', id: 7 });
  });

  it('keeps two deployments on one Redis database apart', async () => {
    const a = await bus(redisUrl, `ns-${randomUUID()}`);
    const b = await bus(redisUrl, `ns-${randomUUID()}`);
    expect(await heardBy(a, b)).toEqual([]);
  });

  it('keeps two Redis database numbers apart, which Redis pub/sub itself does not', async () => {
    const namespace = `ns-${randomUUID()}`;
    const a = await bus(otherDatabase, namespace);
    const b = await bus(redisUrl, namespace);
    expect(await heardBy(a, b)).toEqual([]);
  });
});
