import { defineConfig } from 'vitest/config';

// Unit tests only; the user journeys are Playwright's (tests/e2e, playwright.config.ts).
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
