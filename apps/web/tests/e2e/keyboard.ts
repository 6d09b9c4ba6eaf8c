import type { ElementHandle, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/* Keyboard-only journeys: reach a control the way a keyboard user does. */

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

/**
 * Moves the focus to `target` the short way, as a keyboard user who sees where it is would: Tab
 * when the focus is before it in the page, Shift+Tab when after (the direction is chosen once).
 * One round trip to the page per press. Fails after `limit` presses, naming where the focus went.
 */
export async function focusByKeyboard(
  page: Page,
  target: Locator | ElementHandle,
  { limit = 250 } = {},
) {
  const locator = 'elementHandle' in target ? target : null;
  let handle = locator ? await locator.elementHandle() : (target as ElementHandle);
  const look = () =>
    (handle as NonNullable<typeof handle>).evaluate((element) => {
      const active = document.activeElement as HTMLElement | null;
      const connected = element.isConnected;
      if (active === element) return { connected, here: true, after: false, name: '' };
      const after =
        !!active &&
        active !== document.body &&
        Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
      let name = '(body)';
      if (active && active !== document.body) {
        const label =
          active.getAttribute('aria-label') ??
          active
            .getAttribute('aria-labelledby')
            ?.split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ') ??
          active.textContent ??
          '';
        const role = active.getAttribute('role');
        name = `${active.tagName.toLowerCase()}${role ? `[${role}]` : ''} "${label.trim().slice(0, 40)}"`;
      }
      return { connected, here: false, after, name };
    });
  // The element may be re-rendered between presses: then it is looked up again.
  const where = async () => {
    const seen = await look();
    if (seen.connected || !locator) return seen;
    handle = await locator.elementHandle();
    return look();
  };
  let state = await where();
  if (state.here) return;
  const key = state.after ? 'Shift+Tab' : 'Tab';
  const went: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(key);
    state = await where();
    if (state.here) return;
    went.push(state.name);
  }
  throw new Error(`${key} never reached ${target}; it went through: ${went.join(' | ')}`);
}
