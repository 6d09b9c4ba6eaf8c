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
  // A file's tests run in order on one worker; two workers take files side by side. Every journey
  // signs up its own musicians from its own client address (fixtures.ts), and those that use the
  // demo account only read it or change what no other journey counts, so files share nothing
  // that order could break. Two workers: 79 journeys in 15.4 min at load 13–19, against 23.6 min
  // on one at load 15–20 (decision 046) — the studio's real-time waits (a 20 s loop, the server's
  // render) leave a core idle that the other worker uses.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Room for a loaded machine, never a wait: a passing journey takes no longer for it. On the
  // clean-clone CI (two workers, load 11–13 on two cores) signing in to the demo account took
  // 9 s from the sign-in's answer to the signed-in frame on screen (its chunks, then React's
  // render of the frame and the profile), and three sign-in round trips took a journey past 60 s.
  timeout: 90_000,
  expect: { timeout: 20_000 },
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
