import type { TestRunnerConfig } from '@storybook/test-runner';

const config: TestRunnerConfig = {
  async preVisit(page) {
    // Stories render the way a user who asked for reduced motion sees them: transitions finish at
    // once, so the axe check after each play function never meets a half-faded colour.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  },
};

export default config;
