import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { makePoolResilient, retryUnstartedTransactions } from './connectionLoss';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath; services see only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database =
  | {
      kind: 'pglite';
      db: Db;
      /** The embedded engine, shared with pg-boss and the bus (LISTEN/NOTIFY in-process). */
      pglite: PGlite;
      close(): Promise<void>;
    }
  | {
      kind: 'postgres';
      db: Db;
      pool: pg.Pool;
      connectionString: string;
      close(): Promise<void>;
    };

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Embedded data directory (`$DATA_DIR`); PGlite keeps its files in `db/` under it. */
  dataDir: string;
  /** An in-memory PGlite that vanishes on close (tests). */
  inMemory?: boolean;
  /**
   * With `inMemory`: start from this dump of a data directory (`PGlite.dumpDataDir`) instead of an
   * empty cluster. Tests start from one migrated database: PGlite's initdb and the migrations are
   * most of a platform's start-up (≈ 4 of 6 s a file on a busy two-core machine).
   */
  template?: Blob | undefined;
  /** Where lost connections are reported (PostgreSQL); the console when absent. */
  logger?: { warn(message: string, fields?: Record<string, unknown>): void };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A lost connection is replaced, never fatal; a read it cut is sent again, and so is a
    // transaction that it cut before the work began.
    const logger = options.logger ?? { warn: (message) => console.warn(`[db] ${message}`) };
    const pool = makePoolResilient(
      new pg.Pool({ connectionString: options.databaseUrl, max: 10 }),
      logger,
    );
    const db = retryUnstartedTransactions(drizzleNodePg(pool, { schema }) as unknown as Db, logger);
    return {
      kind: 'postgres',
      db,
      pool,
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  let pglite: PGlite;
  if (options.inMemory) {
    pglite = new PGlite(options.template ? { loadDataDir: options.template } : {});
  } else {
    const dir = join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

/** Rows of a raw SQL query, in or outside a transaction; both drivers answer `{rows}`. */
export async function queryRows<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Whether an error (or one it wraps, as drizzle does) is PostgreSQL's unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
