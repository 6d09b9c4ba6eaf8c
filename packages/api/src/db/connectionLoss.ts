import type pg from 'pg';

/**
 * SQLSTATEs a server sends when it ends a connection (pg_terminate_backend is 57P01) or cannot
 * take one, and the connection-exception class 08. A statement that failed with one of these
 * never reached a result; a new connection may succeed.
 */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006']);
const CONNECTION_ERRNOS = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'terminating connection due to administrator command',
];

/** Whether an error means "the connection went away", not "the statement was wrong". */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || CONNECTION_ERRNOS.has(code))) {
    return true;
  }
  return CONNECTION_MESSAGES.some((text) => error.message.includes(text));
}

/**
 * A read outside a transaction can be sent again: it changed nothing. Anything else may have
 * committed before the connection dropped, so it is never repeated here (writes that clients
 * retry carry their own idempotency keys).
 */
function isRetryableRead(text: unknown): boolean {
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

interface Warn {
  warn(message: string, fields?: Record<string, unknown>): void;
}

/**
 * Makes a pool survive its server ending connections:
 * - every client gets an `'error'` listener the moment it connects. A checked-out client whose
 *   connection is terminated between two statements emits `'error'`; node-postgres attaches its
 *   own listener only to idle clients, so without this the process dies of an unhandled event.
 * - a single read sent through `pool.query` (Drizzle's path outside transactions) that failed
 *   because its connection was lost is sent once more, on a fresh connection.
 */
export function makePoolResilient(pool: pg.Pool, logger: Warn): pg.Pool {
  pool.on('error', (error) => {
    logger.warn('db: an idle connection was lost; the pool replaces it', { error: error.message });
  });
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      logger.warn('db: a connection in use was lost', { error: error.message });
    });
  });
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retryingQuery = async (...args: unknown[]): Promise<unknown> => {
    const [first] = args;
    const text =
      typeof first === 'object' && first !== null ? (first as { text?: unknown }).text : first;
    if (typeof args[args.length - 1] === 'function' || !isRetryableRead(text)) {
      return query(...args);
    }
    try {
      return await query(...args);
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      logger.warn('db: a read lost its connection; sending it once more', {
        error: (error as Error).message,
      });
      return query(...args);
    }
  };
  (pool as unknown as { query: typeof retryingQuery }).query = retryingQuery;
  return pool;
}
