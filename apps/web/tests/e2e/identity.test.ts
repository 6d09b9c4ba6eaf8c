import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, mailedLink, newPerson, register, signIn, test } from './fixtures';

/** A form of the identity page, named by its heading. */
const form = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('form', { name });

test('changing the password signs out the other browser', async ({ page, browser }) => {
  const person = newPerson('Clara');
  await register(page, person);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/auth/login');
  await signIn(otherPage, person);
  await expect(otherPage).toHaveURL(/\/profile$/);

  await page.goto('/account/identity');
  const change = form(page, 'Change password');
  await change.getByLabel('Current password').fill('not my password');
  await change.getByLabel('New password').fill('a brand new secret');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('Current password is incorrect')).toBeVisible();

  await change.getByLabel('Current password').fill(person.password);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();

  // This browser stays signed in; the other one is out.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/auth\/login\?redirectTo=%2Fprofile$/);
  await signIn(otherPage, { email: person.email, password: 'a brand new secret' });
  await expect(otherPage).toHaveURL(/\/profile$/);
  await other.close();
});

test('changing the e-mail takes effect once the link mailed to the new address is confirmed', async ({
  page,
}) => {
  const person = newPerson('Bela');
  await register(page, person);
  const newEmail = `bela.new.${Date.now()}@example.com`;

  await page.goto('/account/identity');
  const change = form(page, 'Change email');
  await change.getByLabel('New Email').fill(newEmail);
  await change.getByLabel('Current password').fill(person.password);
  await change.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();

  // Nothing changed yet.
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(person.email);

  const link = await mailedLink(newEmail, '/confirm-email-change');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);

  // The link works once: the §8 failure text.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(
    page.getByText('An error occurred while confirming your email change. Please try again later.'),
  ).toBeVisible();
});

/** The unsubscribe link of the newest marketing e-mail to `to`. */
async function unsubscribeLink(to: string): Promise<URL> {
  const directory = join(process.env.E2E_DATA_DIR as string, 'mail');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(directory).catch(() => [] as string[]))
          .sort()
          .reverse()) {
          const raw = (await readFile(join(directory, name), 'utf8')).replace(/=\r?\n/g, '');
          if (!raw.includes(to)) continue;
          found = raw.match(/List-Unsubscribe:\s*<([^>]+)>/)?.[1];
          if (found) return true;
        }
        return false;
      },
      { message: `a marketing e-mail to ${to}` },
    )
    .toBe(true);
  return new URL(found as string);
}

test('a musician unsubscribes from the link in a marketing e-mail', async ({ page }) => {
  const person = newPerson('Ella');
  await register(page, person);
  // Confirming the address brings the welcome mail, the first marketing mail.
  const confirm = await mailedLink(person.email, '/auth/confirm-mail');
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await page.getByRole('button', { name: 'Confirm' }).click();

  const link = await unsubscribeLink(person.email);
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You have been unsubscribed.')).toBeVisible();

  await page.goto('/account/preferences');
  await expect(
    page.getByRole('checkbox', { name: 'Send me Backline news and offers by email' }),
  ).not.toBeChecked();

  // A made-up link fails with the §8 text; no token goes home.
  await page.goto(`${link.pathname}x`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page.getByText('An error occurred while unsubscribing. Please try again later.'),
  ).toBeVisible();
  await page.goto('/unsubscribe');
  await expect(page).toHaveURL(/\/profile$|\/$/);
});
