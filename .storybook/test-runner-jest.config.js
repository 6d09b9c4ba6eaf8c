// Jest configuration of @storybook/test-runner: its defaults, driving the system's Chromium.
// Browsers are never downloaded: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

export default {
  ...defaults,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--headless',
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
  },
};
