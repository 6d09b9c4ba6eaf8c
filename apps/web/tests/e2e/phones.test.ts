import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { api, expect, newPerson, register, signIn, signOut, test } from './fixtures';
import { sidewaysOverflow } from './layout';

const PHONE = { width: 375, height: 740 };
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function signInAsDemo(page: Page) {
  const [email, password] = (process.env.E2E_DEMO_LOGIN ?? '').split(' ');
  expect(email, 'the server printed a demo login').toBeTruthy();
  await page.goto('/auth/login');
  await signIn(page, { email: email as string, password: password as string });
  await expect(page).toHaveURL(/\/profile$/);
}

/** A new musician in Madrid: latencies to the demo musicians are known, so the finder lists them. */
async function registerInMadrid(page: Page, firstName: string) {
  await register(page, newPerson(firstName));
  const me = await api<{ id: string }>(page, 'GET', '/api/me');
  await api(page, 'POST', `/api/users/${me.id}`, { country: 'ES', state: 'MD', city: 'Madrid' });
}

async function switchToSpanish(page: Page) {
  await page.goto('/account/preferences');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

async function expectInsideViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  expect(box, 'the element is laid out').not.toBeNull();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5);
}

/** Presses Tab until an element with this accessible name has focus; fails after `limit` presses. */
async function tabTo(page: Page, name: RegExp, limit = 120) {
  const reached: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return '';
      const labelledBy = element.getAttribute('aria-labelledby');
      const label =
        element.getAttribute('aria-label') ??
        (labelledBy
          ? labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : null);
      return (label ?? element.textContent ?? '').trim().slice(0, 40);
    });
    reached.push(focused);
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}; it went through: ${reached.join(' | ')}`);
}

async function axeViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (result.violations as { id: string; nodes: { html: string }[] }[]).map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
    );
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('no page scrolls sideways and the finder’s dialogs open inside the window', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsDemo(page);
    for (const path of [
      '/friends',
      '/friends/my',
      '/sessions',
      '/sessions/lobby',
      '/profile',
      '/jamtracks',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('load');
      expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }

    await page.goto('/friends');
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Update Search' });
    await expect(filters).toBeVisible();
    await expectInsideViewport(page, filters);
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();

    const current = page.locator('[aria-current="true"][aria-roledescription]').first();
    await current.getByRole('button', { name: /^Message/ }).click();
    const message = page.getByRole('dialog');
    await expect(message).toBeVisible();
    await expectInsideViewport(page, message);
  });

  test('the lobby’s chat box is in view on the Chat tab', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/sessions/lobby');
    await page.getByRole('tab', { name: 'Chat' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  });

  test('in Spanish, the cards’ buttons hold their labels', async ({ page }) => {
    test.setTimeout(120_000);
    await registerInMadrid(page, 'Carmen');
    await switchToSpanish(page);
    for (const path of ['/friends', '/sessions', '/jamtracks']) {
      await page.goto(path);
      await page.waitForLoadState('load');
      const buttons = page.locator('[aria-roledescription] button:visible');
      await expect(buttons.first()).toBeVisible();
      const overflowing = await buttons.evaluateAll((elements) =>
        elements
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.textContent),
      );
      expect(overflowing, `${path}: buttons whose label overflows`).toEqual([]);
      expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    for (const path of ['/profile', '/sessions/lobby', '/friends/my']) {
      await page.goto(path);
      await page.waitForLoadState('load');
      expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test('a keyboard reaches every row action of a table with Tab', async ({ page }) => {
  test.setTimeout(120_000);
  await registerInMadrid(page, 'Tomas');
  await page.goto('/friends');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await tabTo(page, /^Add Friend/);
  await tabTo(page, /^Message/);
  // The second row's Add Friend: Tab moves on through the rows, not out of the table.
  await tabTo(page, /^Add Friend/, 6);

  await page.goto('/jamtracks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await tabTo(page, /^(Add to cart|Get it free)/i);
  await tabTo(page, /^(Add to cart|Get it free)/i, 12);
});

test.describe('axe', () => {
  // axe-core is injected as a script, which the app's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  test('/profile reached by signing in has no axe violations', async ({ page }) => {
    const iris = newPerson('Iris');
    await register(page, iris);
    await signOut(page, iris);
    await signIn(page, iris);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('in Spanish, instrument names are Spanish', async ({ page }) => {
  await registerInMadrid(page, 'Lola');
  await switchToSpanish(page);
  await page.goto('/friends');
  const table = page.getByRole('table').or(page.getByRole('grid')).first();
  await expect(table).toBeVisible();
  const names = await table.getByRole('listitem').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  const english = [
    'Drums',
    'Bass Guitar',
    'Electric Guitar',
    'Acoustic Guitar',
    'Voice',
    'Keyboard',
  ];
  expect(names.filter((name) => english.includes(name.trim()))).toEqual([]);
  await page.getByRole('button', { name: 'Filtros' }).click();
  await expect(page.getByRole('checkbox', { name: 'Batería' })).toHaveCount(1);
});
