import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './constants';

describe('BREAKPOINTS (part 1 §9 Breakpoints)', () => {
  it('are xs 320, sm 576, md 768, lg 992, xl 1200, xxl 1540 pixels', () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1540 });
  });
});
