import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    // Tests (like Storybook) read the domain's source, so they never run against a stale build.
    alias: {
      '@backline/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'happy-dom',
    // Worker threads start faster than child processes: the 100 files took 222 s against 248 s
    // with forks (load 2–7, two cores).
    pool: 'threads',
    // The files of a worker share one module graph and one DOM instead of importing React, React
    // Aria and every style module again per file: 174 s → 46 s for the 100 files (load 2–4).
    // So a file must leave nothing behind: RTL unmounts after each test (vitest.setup.ts), stubbed
    // globals and timers are put back here, and a test finds its own elements by role or text,
    // never the document's first of a kind (React Aria's announcer stays in the document).
    isolate: false,
    unstubGlobals: true,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
