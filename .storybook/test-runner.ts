import type { TestRunnerConfig } from '@storybook/test-runner';

const config: TestRunnerConfig = {
  // The default page setup, plus the toolbar globals of this pass: packages/ui's test script runs
  // every story once as light/ltr/en and once as dark/rtl/es (STORYBOOK_TEST_GLOBALS), so axe
  // checks both themes' colours and the play functions run in both directions and locales.
  async prepare({ page }) {
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by test-storybook from --url
    const url = new URL('iframe.html', process.env.TARGET_URL);
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set per pass by scripts/test-storybook.mjs
    const globals = process.env.STORYBOOK_TEST_GLOBALS;
    if (globals) url.searchParams.set('globals', globals);
    await page.goto(url.toString(), { waitUntil: 'load' });
  },
  async preVisit(page) {
    // Stories render the way a user who asked for reduced motion sees them: transitions finish at
    // once, so the axe check after each play function never meets a half-faded colour.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  },
};

export default config;
