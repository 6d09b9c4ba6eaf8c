import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '../../src/clock';
import { type Database, openDatabase, queryRows } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { DEMO_PASSWORD } from '../../src/demo/account';
import { generateIntoDatabase } from '../../src/demo/generate';
import { DEFAULT_DEMO_SEED, loadDemoData } from '../../src/demo/load';
import { createConsoleLogger } from '../../src/logger';
import { seedPlans } from '../../src/reference/plans';
import { seedReferenceData } from '../../src/reference/seed';
import { hashPassword } from '../../src/security/passwords';

/** The generated musicians' addresses (`demo:generate`). */
export const BENCH_EMAIL_DOMAIN = 'bench.backline.test';

/**
 * The benchmarks' PostgreSQL database: BENCH_DATABASE_URL as given, else `<database>_bench` on
 * the TEST_DATABASE_URL server (created when missing, kept between runs: filling it takes
 * minutes). Null when neither is set.
 */
export async function benchDatabaseUrl(): Promise<string | null> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const testUrl = process.env.TEST_DATABASE_URL;
  if (!testUrl) return null;
  const url = new URL(testUrl);
  const name = `${url.pathname.slice(1) || 'backline'}_bench`.replace(/[^a-zA-Z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: testUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** `pglite:<data dir>` names an embedded PGlite database instead of a PostgreSQL URL. */
export const PGLITE_PREFIX = 'pglite:';

/** The data directory of a `pglite:<dir>` target; null for a PostgreSQL URL. */
export const pgliteDataDir = (url: string) =>
  url.startsWith(PGLITE_PREFIX) ? url.slice(PGLITE_PREFIX.length) : null;

/**
 * Migrates the database, loads the demo data once, and tops the generated musicians up to
 * `musicians` (deterministic: musician n is the same whatever the run). Returns it open.
 */
export async function prepareBenchDatabase(url: string, musicians: number): Promise<Database> {
  const logger = createConsoleLogger('bench');
  const pgliteDir = pgliteDataDir(url);
  const database = await openDatabase(
    pgliteDir === null ? { databaseUrl: url, dataDir: '.' } : { dataDir: pgliteDir },
  );
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedPlans(database.db);
  await loadDemoData({ db: database.db, clock: systemClock, logger });
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from users where email like ${`%@${BENCH_EMAIL_DOMAIN}`}`,
  );
  const have = Number(row?.count ?? 0);
  if (have < musicians) {
    logger.info(`generating ${musicians - have} musicians (a few minutes, once)`);
    const started = performance.now();
    await generateIntoDatabase(database.db, {
      count: musicians - have,
      from: have,
      seed: DEFAULT_DEMO_SEED + 1,
      now: systemClock.now(),
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailDomain: BENCH_EMAIL_DOMAIN,
      onProgress: (n) => {
        if (n % 10_000 === 0) logger.info(`${n} / ${musicians - have}`);
      },
    });
    logger.info('generated', { seconds: Math.round((performance.now() - started) / 1000) });
  }
  return database;
}
