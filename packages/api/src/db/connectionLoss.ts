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
  // A statement sent on a client that was already given back to the pool as broken.
  'Client was closed and is not queryable',
  'terminating connection due to administrator command',
];

/** How many times a read that lost its connection is sent again. */
const READ_RETRIES = 2;

/** The error itself, then what it wraps: Drizzle wraps a driver error as `Failed query: …`. */
function* causes(error: unknown): Generator<unknown> {
  for (let cause = error, depth = 0; cause && depth < 10; depth += 1) {
    yield cause;
    cause = (cause as { cause?: unknown }).cause;
  }
}

/** Whether an error means "the connection went away", not "the statement was wrong". */
export function isConnectionLost(error: unknown): boolean {
  for (const cause of causes(error)) {
    if (!(cause instanceof Error)) return false;
    const code = (cause as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (CONNECTION_SQLSTATES.has(code) || CONNECTION_ERRNOS.has(code))
    ) {
      return true;
    }
    if (CONNECTION_MESSAGES.some((text) => cause.message.includes(text))) return true;
  }
  return false;
}

/**
 * A read outside a transaction can be sent again: it changed nothing. Anything else may have
 * committed before the connection dropped, so it is never repeated here (writes that clients
 * retry carry their own idempotency keys). A `with` query is a read unless one of its parts
 * writes.
 *
 * One `select` is not a read and is sent again on purpose: the bus's `select pg_notify(…)`.
 * Most of the time the connection was already dead and nothing went out; when only the answer
 * was lost, the announcement goes out twice. Announcements are at least once: they carry a row
 * id, and every reader reads rows after the last id it sent, so a copy sends nothing (tested in
 * live/duplicateAnnouncements.test.ts); not sending it again would leave a row unannounced until
 * the next one.
 */
export function isRetryableRead(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  if (/^\s*select\b/i.test(text)) return true;
  return /^\s*with\b/i.test(text) && !/\b(insert|update|delete|merge)\b/i.test(text);
}

/**
 * One turn of the event loop: connections the server ended at the same moment report it, and
 * the pool drops them, before a retry checks one out.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

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
    givesBackWhenLost(client);
  });
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retryingQuery = async (...args: unknown[]): Promise<unknown> => {
    const [first] = args;
    const text =
      typeof first === 'object' && first !== null ? (first as { text?: unknown }).text : first;
    if (typeof args[args.length - 1] === 'function' || !isRetryableRead(text)) {
      return query(...args);
    }
    for (let retries = 0; ; retries += 1) {
      try {
        return await query(...args);
      } catch (error) {
        if (retries >= READ_RETRIES || !isConnectionLost(error)) throw error;
        logger.warn('db: a read lost its connection; sending it again', {
          error: (error as Error).message,
        });
        await nextTurn();
      }
    }
  };
  (pool as unknown as { query: typeof retryingQuery }).query = retryingQuery;
  return pool;
}

/**
 * A checked-out client whose statement failed because its connection is gone goes back to the
 * pool as broken at once (the pool ends it and opens another), and a later `release()` by its
 * holder does nothing. Drizzle's transaction never releases a client whose `begin` failed: each
 * such failure kept one of the pool's connections forever, until requests waited for one.
 */
function givesBackWhenLost(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]): unknown => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      const release = (client as Partial<pg.PoolClient>).release;
      if (isConnectionLost(error) && typeof release === 'function') {
        client.release = () => {};
        release.call(client, error instanceof Error ? error : true);
      }
      throw error;
    });
  };
  (client as unknown as { query: typeof guarded }).query = guarded;
}

/**
 * A transaction that could not start (its connection was lost at `begin`, before the work ran)
 * is started again, up to twice: nothing of it happened. One lost after its work began is not —
 * it may have committed — and surfaces as a connection error (503 to the client, whose write
 * carries its key).
 */
export function retryUnstartedTransactions<
  D extends { transaction: (...args: never[]) => unknown },
>(db: D, logger: Warn): D {
  type Run = (work: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  const transaction = (db.transaction as unknown as Run).bind(db);
  const retrying: Run = async (work, config) => {
    for (let retries = 0; ; retries += 1) {
      let started = false;
      try {
        return await transaction((tx) => {
          started = true;
          return work(tx);
        }, config);
      } catch (error) {
        if (started || retries >= READ_RETRIES || !isConnectionLost(error)) throw error;
        logger.warn('db: a transaction lost its connection before it began; starting it again', {
          error: (error as Error).message,
        });
        await nextTurn();
      }
    }
  };
  (db as unknown as { transaction: Run }).transaction = retrying;
  return db;
}
