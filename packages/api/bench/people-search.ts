// The people-search benchmark (ARCHITECTURE "Performance targets"): POST /api/filter over
// 100 000 musicians, p95 at 20 connections, on PostgreSQL (the scaled mode the target is for)
// and on the embedded PGlite. `npm run bench -w @backline/api -- people` (or
// `npx tsx bench/people-search.ts`). PostgreSQL is BENCH_DATABASE_URL, else a `<database>_bench`
// next to TEST_DATABASE_URL (skipped without either); PGlite lives in BENCH_PGLITE_DIR, else
// `<tmp>/backline-bench-pglite`. Each is filled once (a few minutes) and kept.
// BENCH_ENGINES=postgres|pglite picks one. Figures are printed, never asserted.
// On PostgreSQL it then prints each scenario's statement alone, serially: the database CPU it
// costs (the backend's /proc time; honest under load, unlike latency), its planning and
// execution time and buffers (EXPLAIN ANALYZE, BUFFERS), against the page query alone.
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { peopleFilterSchema } from '@backline/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { systemClock } from '../src/clock';
import { openDatabase, queryRows } from '../src/db/client';
import { createAuthSession } from '../src/services/authSessions';
import { loadPeopleFrom } from '../src/services/people';
import { filterIsSelective } from '../src/services/peoplePopularity';
import { searchPageSql } from '../src/services/peopleSearch';
import { cpuMilliseconds, loadAverage } from './lib/cpu';
import {
  BENCH_EMAIL_DOMAIN,
  benchDatabaseUrl,
  PGLITE_PREFIX,
  pgliteDataDir,
  prepareBenchDatabase,
} from './lib/database';
import { type BenchRequest, ms, percentile, runLoad } from './lib/load';
import { startBenchServer } from './lib/server';

/** ARCHITECTURE's target: POST /api/filter over 100 000 musicians, p95 at 20 connections. */
const MUSICIANS = Number(process.env.BENCH_MUSICIANS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TARGET_P95_MS = 30;
const WARMUP_REQUESTS = 400;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4_000);
/** Searchers: generated musicians spread over the world, each signed in once. */
const SEARCHERS = 40;

/**
 * What people search for, with how often (weights): the default search and its next pages
 * most of all, then the filter modal's usual choices. Each names the filter body and the page.
 */
const SCENARIOS: { label: string; weight: number; offset: number; filter: object }[] = [
  { label: 'default', weight: 30, offset: 0, filter: {} },
  { label: 'default, page 2-3', weight: 12, offset: 20, filter: {} },
  {
    label: 'guitarists, GOOD',
    weight: 12,
    offset: 0,
    filter: { latency_bands: ['good'], instruments: ['electric-guitar', 'acoustic-guitar'] },
  },
  {
    label: 'latin or jazz, good+fair',
    weight: 8,
    offset: 0,
    filter: { genres: ['latin', 'jazz'] },
  },
  {
    label: 'advanced, active 7 days',
    weight: 8,
    offset: 0,
    filter: { skill_levels: [3], last_active_within_days: 7 },
  },
  {
    label: 'joined 7 days, any latency',
    weight: 6,
    offset: 0,
    filter: { joined_within_days: 7, latency_bands: ['good', 'fair', 'poor'] },
  },
  { label: 'name prefix', weight: 8, offset: 0, filter: { text: 'mar' } },
  {
    label: 'harp, GOOD, active 90 days',
    weight: 4,
    offset: 0,
    filter: { latency_bands: ['good'], instruments: ['harp'], last_active_within_days: 90 },
  },
  { label: 'poor only', weight: 4, offset: 0, filter: { latency_bands: ['poor'] } },
  { label: 'from_location', weight: 8, offset: 0, filter: { from_location: true } },
];

/** A fixed pseudo-random sequence: every run sends the same requests. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const log = (line: string) => console.log(`  ${line}`);

/** Serial runs of each scenario's statement, for its database CPU and EXPLAIN figures. */
const STATEMENT_RUNS = 100;

/**
 * Each scenario's statement as the server sends it (same builder, the first searcher as the
 * viewer), run alone on one connection: database CPU per statement from that backend's /proc
 * time, and EXPLAIN (ANALYZE, BUFFERS) planning, execution and shared buffers.
 */
async function statementBreakdown(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: '.' });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [viewer] = await queryRows<{ id: string; latitude: number; longitude: number }>(
      database.db,
      sql`select id, latitude, longitude from users where email like ${`%@${BENCH_EMAIL_DOMAIN}`}
        and latitude is not null order by email limit 1`,
    );
    if (!viewer) return;
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const backend = Number(rows[0]?.pid);
    const dialect = new PgDialect();
    const measure = async (query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      for (let i = 0; i < 10; i += 1) await client.query(text, params);
      const before = cpuMilliseconds([backend]);
      for (let i = 0; i < STATEMENT_RUNS; i += 1) await client.query(text, params);
      const cpu = (cpuMilliseconds([backend]) - before) / STATEMENT_RUNS;
      const plan = (await client.query(`explain (analyze, buffers) ${text}`, params)).rows.map(
        (row: Record<string, string>) => String(row['QUERY PLAN']),
      );
      const figure = (pattern: RegExp) =>
        plan.find((line) => pattern.test(line))?.match(/[\d.]+ ms|hit=\d+( read=\d+)?/)?.[0] ?? '-';
      return `${ms(cpu).padStart(8)} ${figure(/Planning Time/).padStart(9)} ${figure(/Execution Time/).padStart(9)} ${figure(/^\s*Buffers/).padStart(10)}`;
    };
    log('');
    log(`each statement alone (${STATEMENT_RUNS} serial runs; CPU is the backend's /proc time)`);
    log('scenario                     statement    db CPU   planning  execution  buffers');
    for (const scenario of SCENARIOS) {
      const filter = peopleFilterSchema.parse(scenario.filter);
      const selective = await filterIsSelective(database.db, systemClock, filter);
      const search = { viewer, filter, offset: scenario.offset, limit: 20, selective };
      const page = searchPageSql(search, systemClock.now());
      let whole: SQL | null = null;
      // The whole statement as loadPeopleFrom sends it, captured instead of run.
      const capture = {
        execute: async (query: SQL) => {
          whole = query;
          return { rows: [] };
        },
      };
      await loadPeopleFrom(capture as never, systemClock, viewer, page);
      for (const [part, query] of [
        ['page ids', sql`${page} order by ord`],
        ['whole', whole],
      ] as const) {
        if (query) log(`${scenario.label.padEnd(28)} ${part.padEnd(10)} ${await measure(query)}`);
      }
    }
  } finally {
    await client.end();
    await database.close();
  }
}

async function run(databaseUrl: string) {
  const database = await prepareBenchDatabase(databaseUrl, MUSICIANS);
  let cookies: string[];
  try {
    const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
      database.db,
      sql`select count(*)::int as total from users`,
    );
    log(`${total.toLocaleString('en')} musicians in the database`);
    const searchers = await queryRows<{ id: string }>(
      database.db,
      sql`select id from users where email like ${`%@${BENCH_EMAIL_DOMAIN}`}
        and latitude is not null order by email limit ${SEARCHERS}`,
    );
    cookies = await Promise.all(
      searchers.map(async ({ id }) => {
        const session = await createAuthSession(database.db, systemClock, id, false);
        return `backline_session=${session.id}`;
      }),
    );
  } finally {
    await database.close();
  }

  const server = await startBenchServer(databaseUrl);
  try {
    const random = sequence(2026);
    const totalWeight = SCENARIOS.reduce((sum, s) => sum + s.weight, 0);
    const next = (): BenchRequest => {
      let pick = random() * totalWeight;
      const scenario =
        SCENARIOS.find((s) => {
          pick -= s.weight;
          return pick < 0;
        }) ?? SCENARIOS[0]!;
      const offset = scenario.offset === 0 ? 0 : scenario.offset * (1 + Math.floor(random() * 2));
      return {
        label: scenario.label,
        method: 'POST',
        path: `/api/filter?offset=${offset}&limit=20`,
        headers: { cookie: cookies[Math.floor(random() * cookies.length)] as string },
        body: scenario.filter,
      };
    };
    log(`warming up (${WARMUP_REQUESTS} requests)`);
    await runLoad({
      origin: server.origin,
      connections: CONNECTIONS,
      requests: WARMUP_REQUESTS,
      next,
    });
    // The database backends serving this database (the server's pool) and the server process;
    // PGlite runs inside the server process, so its CPU is the server's.
    const embedded = pgliteDataDir(databaseUrl) !== null;
    const monitor = embedded ? null : await openDatabase({ databaseUrl, dataDir: '.' });
    const backends = async () =>
      monitor
        ? (
            await queryRows<{ pid: number }>(
              monitor.db,
              sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
            )
          ).map((row) => Number(row.pid))
        : [];
    const pids = [server.pid, ...(await backends())];
    const cpuBefore = {
      server: cpuMilliseconds([server.pid]),
      database: cpuMilliseconds(pids.slice(1)),
    };
    const loadBefore = loadAverage();
    log(`measuring ${REQUESTS} requests at ${CONNECTIONS} connections`);
    const result = await runLoad({
      origin: server.origin,
      connections: CONNECTIONS,
      requests: REQUESTS,
      next,
    });

    const serverCpu = cpuMilliseconds([server.pid]) - cpuBefore.server;
    const databaseCpu = cpuMilliseconds(pids.slice(1)) - cpuBefore.database;
    const loadAfter = loadAverage();
    await monitor?.close();
    const p95 = percentile(result.timings, 95);
    log('');
    log('scenario                      count      p50      p95      p99');
    for (const scenario of SCENARIOS) {
      const timings = result.byLabel.get(scenario.label) ?? [];
      log(
        `${scenario.label.padEnd(28)} ${String(timings.length).padStart(6)} ${ms(percentile(timings, 50)).padStart(8)} ${ms(percentile(timings, 95)).padStart(8)} ${ms(percentile(timings, 99)).padStart(8)}`,
      );
    }
    log('');
    log(
      `all: ${result.timings.length} requests in ${result.seconds.toFixed(1)} s (${Math.round(result.timings.length / result.seconds)}/s), ${result.errors} errors`,
    );
    log(
      `p50 ${ms(percentile(result.timings, 50))}  p95 ${ms(p95)}  p99 ${ms(percentile(result.timings, 99))}  max ${ms(Math.max(...result.timings))}`,
    );
    const n = result.timings.length;
    log(
      `CPU per request: server ${ms(serverCpu / n)}${embedded ? ' (PGlite included)' : `, database ${ms(databaseCpu / n)}`} (load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${availableParallelism()} cores)`,
    );
    log(
      `POST /api/filter p95 at ${CONNECTIONS} connections: ${ms(p95)} (target ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`,
    );
  } finally {
    await server.close();
  }
  if (pgliteDataDir(databaseUrl) === null) await statementBreakdown(databaseUrl);
}

const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const heading = `POST /api/filter over ${MUSICIANS.toLocaleString('en')} musicians, p95 at ${CONNECTIONS} connections`;
if (engines.includes('postgres')) {
  console.log(`people-search on PostgreSQL: ${heading}`);
  const databaseUrl = await benchDatabaseUrl();
  if (databaseUrl) await run(databaseUrl);
  else
    log(
      'skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL (a PostgreSQL the role may CREATEDB on)',
    );
}
if (engines.includes('pglite')) {
  console.log(`people-search on PGlite: ${heading}`);
  await run(
    `${PGLITE_PREFIX}${process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), 'backline-bench-pglite')}`,
  );
}
