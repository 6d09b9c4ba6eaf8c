import { defineConfig } from '@playwright/test';

/**
 * The user journeys, in Chromium, against the built app: `globalSetup` starts
 * `node build/server/start.js` on a free port with a fresh DATA_DIR (tests/e2e/globalSetup.ts).
 * The browser is the system's Chromium ($CHROMIUM_PATH, else /usr/bin/chromium): never a
 * download.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.test.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
