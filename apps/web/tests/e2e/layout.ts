import type { Page } from '@playwright/test';

/** How far the page itself scrolls sideways beyond the window (0 when it does not). */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
}
