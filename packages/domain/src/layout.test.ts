import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './constants';
import { breakpointForWidth, isNarrowLayout } from './layout';

describe('BREAKPOINTS (part 1 §9 Breakpoints)', () => {
  it('are xs 320, sm 576, md 768, lg 992, xl 1200, xxl 1540 pixels', () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1540 });
  });
});

describe('breakpointForWidth (part 1 §9 Breakpoints)', () => {
  it.each([
    [200, 'xs'],
    [320, 'xs'],
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [1540, 'xxl'],
    [4000, 'xxl'],
  ] as const)('a %d px viewport is %s', (width, name) => {
    expect(breakpointForWidth(width)).toBe(name);
  });
});

describe('isNarrowLayout (part 1 §2: table on wide screens, swipe cards under sm 576 px)', () => {
  it('shows swipe cards below 576 px and the table from 576 px', () => {
    expect(isNarrowLayout(575)).toBe(true);
    expect(isNarrowLayout(576)).toBe(false);
  });
});
