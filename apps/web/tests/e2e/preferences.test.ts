import { expect, followConfirmation, newPerson, register, test } from './fixtures';

/** The HTML the server sends for a path with this browser's cookies, before any script runs. */
async function serverHtml(page: import('@playwright/test').Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test('a person switches to Spanish and to dark mode, and both survive a reload with no flash', async ({
  page,
}) => {
  const person = newPerson('Lucia');
  await register(page, person);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // The switchers live with the other preferences.
  await page.goto('/account/preferences');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preferencias' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The shell's own texts (ui messages) follow the language too.
  await expect(page.getByRole('link', { name: 'Suscribirse' })).toBeVisible();

  await page.getByRole('button', { name: 'Oscuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Oscuro' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'De derecha a izquierda' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Stored in local storage and in the cookie the server reads.
  const stored = await page.evaluate(() => localStorage.getItem('backline.displayPreferences'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ darkTheme: true, rightToLeft: true });

  // The server renders the choice itself: the first paint is already dark, Spanish and RTL.
  const html = await serverHtml(page, '/profile');
  expect(html).toMatch(/<html[^>]*\blang="es"/);
  expect(html).toMatch(/<html[^>]*\bdir="rtl"/);
  expect(html).toMatch(/<html[^>]*\bdata-theme="dark"/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Preferencias' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // React Aria's own strings follow too (the browser build keeps its en and es locales only,
  // decision 039): the account menu's popover has React Aria's hidden dismiss button, "Descartar".
  await page.getByRole('button', { name: `${person.firstName} ${person.lastName}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descartar' }).first()).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // And back.
  await page.getByRole('button', { name: 'Claro' }).click();
  await page.getByRole('button', { name: 'De izquierda a derecha' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  const after = await serverHtml(page, '/profile');
  expect(after).toMatch(/<html[^>]*\blang="en"/);
  expect(after).toMatch(/<html[^>]*\bdata-theme="light"/);
  expect(after).toMatch(/<html[^>]*\bdir="ltr"/);
});

test.describe('a visitor whose browser prefers Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets the sign-in page in Spanish', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the theme and language forms still work', async ({ page }) => {
    await page.goto('/auth/register');
    const person = newPerson('Noa');
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.locator('input[name="terms"]').check({ force: true });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await followConfirmation(page, person.email);
    await expect(page).toHaveURL(/\/welcome$/);

    await page.goto('/account/preferences');
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
