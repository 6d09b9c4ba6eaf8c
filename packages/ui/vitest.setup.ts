import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Files share one environment (isolate: false in vitest.config.ts): fake clocks end with the test.
  vi.useRealTimers();
});
