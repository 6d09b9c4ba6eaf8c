import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/* Keyboard-only journeys (issues 15 and 16): reach a control the way a keyboard user does. */

/** What has the keyboard's focus, for a failure message. */
export function focusedDescription(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(body)';
    const name =
      element.getAttribute('aria-label') ??
      element
        .getAttribute('aria-labelledby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ') ??
      element.textContent ??
      '';
    return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[${element.getAttribute('role')}]` : ''} "${name.trim().slice(0, 40)}"`;
  });
}

/** Presses `key` (Tab by default) until `target` has the focus; fails after `limit` presses. */
export async function moveFocusTo(page: Page, target: Locator, { limit = 80, key = 'Tab' } = {}) {
  await expect(target).toBeAttached();
  const went: string[] = [];
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
    went.push(await focusedDescription(page));
  }
  if (await target.evaluate((element) => element === document.activeElement)) return;
  throw new Error(`${key} never reached ${target}; it went through: ${went.join(' | ')}`);
}
