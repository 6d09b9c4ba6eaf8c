import { defineConfig } from 'vitest/config';

// Every test file runs on an in-memory PGlite ("pglite" project) and, when TEST_DATABASE_URL
// names a PostgreSQL database, again on PostgreSQL ("postgres" project, one scratch database
// per test file). Vitest prints the project name before each file: |pglite| or |postgres|.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    // One PGlite per file takes a few seconds to start on a busy two-core machine.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        include: ['src/**/*.test.ts'],
        env: { BACKLINE_TEST_DATABASE: database },
      },
    })),
  },
});
