import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { BUS_CHANNEL, type Bus, createFanOut, encodeBusEvent } from './index';

/**
 * The Redis channel of one deployment. Redis pub/sub ignores the database number (every
 * database of a server hears every channel), so the channel names it, and the deployment's
 * namespace: two deployments on one Redis never hear each other.
 */
export function redisBusChannel(redisUrl: string, namespace: string): string {
  const database = Number.parseInt(new URL(redisUrl).pathname.slice(1) || '0', 10) || 0;
  return `${BUS_CHANNEL}:db${database}:${namespace}`;
}

/** Scaled with `REDIS_URL`: Redis pub/sub; ioredis resubscribes by itself after a drop. */
export async function createRedisBus(
  redisUrl: string,
  logger: Logger,
  /** Which deployment this is (`BUS_NAMESPACE`, else the PostgreSQL database's name). */
  namespace: string,
): Promise<Bus> {
  const channel = redisBusChannel(redisUrl, namespace);
  const fanOut = createFanOut(logger);
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  const publisher = new Redis(redisUrl, { lazyConnect: true });
  for (const connection of [subscriber, publisher]) {
    connection.on('error', (error: Error) =>
      logger.warn('bus: redis error', { error: error.message }),
    );
  }
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) fanOut.deliver(payload);
  });
  await Promise.all([subscriber.connect(), publisher.connect()]);
  await subscriber.subscribe(channel);
  // 'ready' fires again after every reconnect; the first one happened during connect().
  subscriber.on('ready', () => fanOut.reconnected());
  logger.info('bus: Redis pub/sub', { channel });
  return {
    kind: 'redis',
    async publish(event) {
      await publisher.publish(channel, encodeBusEvent(event));
    },
    subscribe: fanOut.subscribe,
    onReconnect: fanOut.onReconnect,
    async close() {
      fanOut.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
