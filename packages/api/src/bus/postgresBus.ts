import pg from 'pg';
import type { Logger } from '../logger';
import { BUS_CHANNEL, type Bus, createFanOut, encodeBusEvent } from './index';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Scaled on PostgreSQL: every instance holds one dedicated LISTEN connection; publishing goes
 * through the shared pool. A dropped listener reconnects with backoff and reports it, so SSE
 * streams replay from the database what they may have missed.
 */
export async function createPostgresBus(
  connectionString: string,
  pool: pg.Pool,
  logger: Logger,
): Promise<Bus> {
  const fanOut = createFanOut(logger);
  let listener: pg.Client | undefined;
  let closed = false;
  let retryDelay = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === BUS_CHANNEL && message.payload) fanOut.deliver(message.payload);
    });
    const lost = (error?: Error) => {
      if (closed || listener !== client) return;
      listener = undefined;
      logger.warn('bus: lost the LISTEN connection, reconnecting', {
        error: error?.message ?? 'connection ended',
      });
      client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${BUS_CHANNEL}`);
    listener = client;
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      connect()
        .then(() => {
          retryDelay = RETRY_FIRST_MS;
          fanOut.reconnected();
        })
        .catch((error: unknown) => {
          logger.warn('bus: reconnect failed', {
            error: error instanceof Error ? error.message : String(error),
          });
          retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
          if (!closed) scheduleReconnect();
        });
    }, retryDelay);
    retryTimer.unref();
  };

  await connect();

  return {
    kind: 'postgres',
    async publish(event) {
      await pool.query('select pg_notify($1, $2)', [BUS_CHANNEL, encodeBusEvent(event)]);
    },
    subscribe: fanOut.subscribe,
    onReconnect: fanOut.onReconnect,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      fanOut.clear();
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
