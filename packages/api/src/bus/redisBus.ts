import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { BUS_CHANNEL, type Bus, createFanOut, encodeBusEvent } from './index';

/** Scaled with `REDIS_URL`: Redis pub/sub; ioredis resubscribes by itself after a drop. */
export async function createRedisBus(redisUrl: string, logger: Logger): Promise<Bus> {
  const fanOut = createFanOut(logger);
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  const publisher = new Redis(redisUrl, { lazyConnect: true });
  for (const connection of [subscriber, publisher]) {
    connection.on('error', (error: Error) =>
      logger.warn('bus: redis error', { error: error.message }),
    );
  }
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel === BUS_CHANNEL) fanOut.deliver(payload);
  });
  await Promise.all([subscriber.connect(), publisher.connect()]);
  await subscriber.subscribe(BUS_CHANNEL);
  // 'ready' fires again after every reconnect; the first one happened during connect().
  subscriber.on('ready', () => fanOut.reconnected());
  return {
    kind: 'redis',
    async publish(event) {
      await publisher.publish(BUS_CHANNEL, encodeBusEvent(event));
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
