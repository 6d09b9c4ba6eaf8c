import { expect, newPerson, register, test } from './fixtures';

test('signed in, the shell shows the default side menu, the top bar and the footer', async ({
  page,
}) => {
  await register(page, newPerson('Mia'));
  // The API has no feature flags yet, so the full default menu shows (part 1 §2).
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const name of [
    'Home',
    'Create Session',
    'Browse Sessions',
    'My Friends',
    'Find JamTracks',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Subscribe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Backline' }).first()).toHaveAttribute(
    'href',
    '/profile',
  );
  const footer = page.getByRole('navigation', { name: 'Site links' });
  await expect(footer.getByRole('link', { name: /Privacy/ })).toHaveAttribute('target', '_blank');
});

test('a visitor sees the sign-in link and no side menu', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test("a visitor's first Tab is the skip link, and Enter moves the focus into the page", async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab starts inside the page: the sign-in form's first field, not the top bar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/errors\/404$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("The page you're looking for is not found.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take me home' })).toBeVisible();

  await page.goto('/errors/whatever');
  await expect(page).toHaveURL(/\/errors\/404$/);
  const serverError = await page.goto('/errors/500');
  expect(serverError?.status()).toBe(500);
  await expect(page.getByText('Whoops, something went wrong!')).toBeVisible();
});

test('a page view is recorded on each route change, but not for the first page', async ({
  page,
}) => {
  await register(page, newPerson('Pia'));
  const pageViews: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/event/record')) pageViews.push(request.postData() ?? '');
  });
  // A full page load (the language switcher lives on the preferences page).
  await page.goto('/account/preferences');
  // Hydrated: the language buttons answer; still no page view for this first page.
  await expect(page.getByRole('button', { name: 'English' })).toBeEnabled();
  expect(pageViews).toEqual([]);

  const recorded = page.waitForRequest((request) =>
    request.url().endsWith('/api/users/event/record'),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  const request = await recorded;
  expect(request.method()).toBe('POST');
  expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({
    event: 'page_view',
    data: { path: '/' },
  });
});

test('pages carry an enforced CSP with a nonce, and no script is blocked by it', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/auth/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src [^;]*'nonce-[^']+'/);
  expect(policy).not.toMatch(/script-src [^;]*unsafe-inline/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  // Hydration works under the policy: the browser check answers without a round trip.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(violations).toEqual([]);
});

test('hashed assets are cached for good', async ({ request }) => {
  const html = await (await request.get('/auth/login')).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset as string);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('immutable');
  const missing = await request.get('/assets/no-such-file.js');
  expect(missing.status()).toBe(404);
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the side menu moves into a drawer opened from the top bar', async ({ page }) => {
    await register(page, newPerson('Kai'));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawerMenu = page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
    await expect(drawerMenu.getByRole('link', { name: 'Home' })).toBeVisible();
    await drawerMenu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
