import { defineConfig } from 'vitest/config';

// Every test file runs on an in-memory PGlite ("pglite" project) and, when TEST_DATABASE_URL
// names a PostgreSQL database, again on PostgreSQL ("postgres" project, one scratch database
// per test file). Vitest prints the project name before each file: |pglite| or |postgres|.
// The Redis adapters have their own files (*.redis.test.ts), run when TEST_REDIS_URL is set.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
const redisTests = 'src/**/*.redis.test.ts';
// What only a PostgreSQL server can show (its connections being terminated) runs there alone.
const postgresOnlyTests = 'src/**/*.postgres.test.ts';
// Tests that never open a database (nor read BACKLINE_TEST_DATABASE, directly or through
// test/platform.ts) run once, in the pglite project: a second run on PostgreSQL would prove
// nothing new and only repeat a worker's start-up and, for the audio checks, seconds of
// CPU-bound rendering. A new file that opens no database belongs here.
const databaseFreeTests = [
  'src/audio/render.test.ts',
  'src/audio/renderMix.test.ts',
  'src/audio/stretch.test.ts',
  'src/audio/orphans.test.ts',
  'src/audio/countIn.test.ts',
  'src/audio/lameTag.test.ts',
  'src/audio/limiter.test.ts',
  'src/audio/peaks.test.ts',
  'src/audio/synth/**/*.test.ts',
  'src/config.test.ts',
  'src/logger.test.ts',
  'src/db/connectionLoss.test.ts',
  'src/demo/random.test.ts',
  'src/files/localFiles.test.ts',
  'src/http/errors.test.ts',
  'src/http/security.test.ts',
  'src/services/errors.test.ts',
  'src/security/rateLimit/rateLimit.test.ts',
];

// Fault tests kill server processes and time their recovery: they run after everything else,
// one file at a time (also when someone runs the suite with more workers), so a neighbour's
// CPU-bound render cannot stretch a lease or a deadline.
const faultTests = 'src/faults/**/*.test.ts';
/** Runs after the other projects, one file at a time. */
const alone = (groupOrder: number) => ({ maxWorkers: 1, sequence: { groupOrder } });
/** Builds one migrated PGlite that each test platform on PGlite starts from (a copy of it). */
const pgliteTemplate = ['src/test/pgliteTemplate.ts'];

export default defineConfig({
  test: {
    // One PGlite per file takes a few seconds to start on a busy two-core machine.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    // The files of a worker share one module graph (decision 046): each file still opens its own
    // platform and database, and what modules keep between files is caches (places, region names,
    // the stretcher's WASM, the password decoy). Halves the pglite project (465 s → 263 s): each
    // isolated file imported the API and compiled PGlite's WASM again.
    isolate: false,
    // One worker (Vitest's default on two cores): a second one made the suite slower in CI
    // (997 s against 748 s) — PGlite, renders and PostgreSQL already keep both cores busy.
    projects: [
      ...databases.map((database) => ({
        extends: true as const,
        test: {
          name: database,
          include: ['src/**/*.test.ts'],
          exclude: [
            redisTests,
            faultTests,
            ...(database === 'postgres' ? databaseFreeTests : [postgresOnlyTests]),
          ],
          env: { BACKLINE_TEST_DATABASE: database },
          ...(database === 'pglite' ? { globalSetup: pgliteTemplate } : {}),
        },
      })),
      {
        extends: true as const,
        test: {
          name: 'faults',
          include: ['src/faults/embeddedRestart.test.ts'],
          env: { BACKLINE_TEST_DATABASE: 'pglite' },
          ...alone(1),
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'faults-postgres',
                include: ['src/faults/*.postgres.test.ts'],
                env: { BACKLINE_TEST_DATABASE: 'postgres' },
                ...alone(2),
              },
            },
          ]
        : []),
      ...(process.env.TEST_REDIS_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'redis',
                include: [redisTests],
                env: { BACKLINE_TEST_DATABASE: 'pglite' },
                ...alone(1),
              },
            },
          ]
        : []),
    ],
  },
});
