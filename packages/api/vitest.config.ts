import { defineConfig } from 'vitest/config';

// Every test file runs on an in-memory PGlite ("pglite" project) and, when TEST_DATABASE_URL
// names a PostgreSQL database, again on PostgreSQL ("postgres" project, one scratch database
// per test file). Vitest prints the project name before each file: |pglite| or |postgres|.
// The Redis adapters have their own files (*.redis.test.ts), run when TEST_REDIS_URL is set.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
const redisTests = 'src/**/*.redis.test.ts';
// What only a PostgreSQL server can show (its connections being terminated) runs there alone.
const postgresOnlyTests = 'src/**/*.postgres.test.ts';
// Tests that never open a database (the audio engine's signal checks) run once, in the pglite
// project: a second run on PostgreSQL would only repeat seconds of CPU-bound rendering.
const databaseFreeTests = [
  'src/audio/render.test.ts',
  'src/audio/renderMix.test.ts',
  'src/audio/stretch.test.ts',
  'src/audio/orphans.test.ts',
  'src/faults/embeddedRestart.test.ts',
  'src/audio/synth/**/*.test.ts',
];

export default defineConfig({
  test: {
    // One PGlite per file takes a few seconds to start on a busy two-core machine.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    projects: [
      ...databases.map((database) => ({
        extends: true as const,
        test: {
          name: database,
          include: ['src/**/*.test.ts'],
          exclude: [
            redisTests,
            ...(database === 'postgres' ? databaseFreeTests : [postgresOnlyTests]),
          ],
          env: { BACKLINE_TEST_DATABASE: database },
        },
      })),
      ...(process.env.TEST_REDIS_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'redis',
                include: [redisTests],
                env: { BACKLINE_TEST_DATABASE: 'pglite' },
              },
            },
          ]
        : []),
    ],
  },
});
