import type { BrowserContext, Page } from '@playwright/test';
import {
  actBeforeScripts,
  api,
  expect,
  newPerson,
  partnerTraffic,
  register,
  signAffiliateAgreement,
  test,
} from './fixtures';

/*
 * Affiliate attribution through the running product: a partner's home link sets the
 * visit cookie on the page it opens, and a sign-up in that browser counts for the partner; the
 * issue's Done-when journey goes through the affiliate pages themselves.
 */

// The Done-when journey crosses ten pages, two browsers and a payment.
test.describe.configure({ timeout: 150_000 });

test('a visitor who opens a partner’s link and signs up counts as the partner’s signup', async ({
  page,
  browser,
}) => {
  await register(page, newPerson('Paula'));
  const code = await signAffiliateAgreement(page, 'Paula Records');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/?affiliate=${code}`);
  const cookies = await visitorContext.cookies();
  expect(cookies.find((cookie) => cookie.name === 'affiliate_visitor')?.value).toBe(code);
  await register(visitor, newPerson('Victor'));

  expect(await partnerTraffic(page)).toMatchObject({ visits: 1, signups: 1 });
  await visitorContext.close();
});

/** An address of the benchmarking range for a second browser, not the test's own. */
function otherClientAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(2));
  return `198.19.${bytes[0]}.${bytes[1]}`;
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const currentMonth = () =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(),
  );

/** The month row (table) or card (narrow screens) of the current UTC month. */
function currentMonthRow(page: Page) {
  const month = currentMonth();
  return page
    .locator('tr, article')
    .filter({ has: page.getByText(month, { exact: true }) })
    .first();
}

/** A new customer claims the free JamTrack, then buys one by card; answers the paid subtotal. */
async function buyJamTrack(visitor: Page): Promise<number> {
  await visitor.goto('/jamtracks?artist=blue-parlor-trio');
  await visitor
    .locator('tr, article, li')
    .filter({ has: visitor.getByText('Parlor Waltz', { exact: true }) })
    .first()
    .getByRole('button', { name: 'Get it free' })
    .click();
  await expect(visitor).toHaveURL(/\/checkout\/success\?free=yes/);

  await visitor.goto('/jamtracks?artist=delta-smoke');
  await visitor
    .locator('tr, article, li')
    .filter({ has: visitor.getByText('Levee Blues', { exact: true }) })
    .first()
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(visitor).toHaveURL(/\/shopping-cart$/);
  const cart = await api<{ subtotal: number }>(visitor, 'GET', '/api/shopping_carts');
  expect(cart.subtotal).toBeGreaterThan(0);

  await visitor.getByRole('link', { name: 'Checkout' }).click();
  await expect(visitor).toHaveURL(/\/checkout$/);
  const field = (name: string) => visitor.getByRole('textbox', { name, exact: true });
  await field('First Name').fill('Victor');
  await field('Last Name').fill('Lovelace');
  await field('Address').fill('1 Main St');
  await field('City').fill('Austin');
  await field('State or Region').fill('TX');
  await field('Zip or Postal Code').fill('78701');
  await field('Card Number').fill('4111 1111 1111 1111');
  await field('Expiration Month').fill('12');
  await field('Expiration Year').fill('2030');
  await field('Security Code (CVC)').fill('123');
  await visitor.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(visitor).toHaveURL(/\/checkout\/success\?order=[0-9a-f-]{36}$/);
  return cart.subtotal;
}

test('a new partner signs as an Entity, shares the home link and earns 30 % of the sale it brings', async ({
  page,
  browser,
}) => {
  await register(page, newPerson('Paula'));

  // The agreement, signed as an Entity: the executed date replaces the form.
  await page.goto('/affiliate/agreement');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Agreement' })).toBeVisible();
  // Chosen once, even before the page hydrates: the choice is kept and the entity's fields come.
  await page.getByRole('radiogroup').getByText('Entity', { exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Entity' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Entity name' }).fill('Paula Records LLC');
  await page.getByRole('button', { name: /Entity type/ }).click();
  await page.getByRole('option', { name: 'Limited Liability Company (LLC)' }).click();
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page.getByText('Agreement executed successfully')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(),
  );
  await expect(page.getByText(`Agreement executed on: ${today}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign the agreement' })).toHaveCount(0);

  // The home link, live now, copied from the links page.
  await page.goto('/affiliate/links');
  const homeItem = page.locator('li').filter({ hasText: 'Home page' });
  const homeLink = homeItem.locator('code');
  await expect(homeLink).toHaveText(/\?affiliate=[0-9a-f-]{36}$/);
  const link = (await homeLink.textContent())?.trim() ?? '';
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await homeItem.getByRole('button', { name: 'Copy the link: Home page' }).click();
  await expect(homeItem.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A fresh browser, from another address, opens the link, registers and buys.
  let visitorContext: BrowserContext | undefined;
  let paidCents = 0;
  try {
    visitorContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': otherClientAddress() },
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await register(visitor, newPerson('Victor'));
    paidCents = await buyJamTrack(visitor);
  } finally {
    await visitorContext?.close();
  }

  // Back as the partner: the visit and the signup under the current month.
  await page.goto('/affiliate/signups');
  const signups = currentMonthRow(page);
  // Month, visits, signups.
  await expect(signups.locator('th, td')).toHaveText([currentMonth(), '1', '1']);

  // The earnings run queued by the sale: 30 % of the JamTrack's price shows for this month.
  const due = usd(Math.floor((paidCents * 30) / 100));
  await expect(async () => {
    await page.goto('/affiliate/earnings');
    await expect(currentMonthRow(page)).toContainText(due, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(currentMonthRow(page)).toContainText('1');
});

test('before signing, the links lead to the agreement and the payee page says who may use it; a partner saves the payee', async ({
  page,
}) => {
  await register(page, newPerson('Nadia'));

  await page.goto('/affiliate/payee');
  await expect(
    page.getByText(
      'You are not an affiliate partner yet. Learn about the affiliate program first.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Affiliate program' }).click();
  await expect(page).toHaveURL(/\/affiliate\/program$/);
  await expect(
    page.getByRole('link', { name: 'Read and sign the affiliate agreement' }),
  ).toHaveAttribute('href', '/affiliate/agreement');
  await expect(page.getByRole('link', { name: 'Get your affiliate links' })).toHaveAttribute(
    'href',
    '/affiliate/links',
  );

  await page.goto('/affiliate/links');
  await expect(page.locator('li').filter({ hasText: 'Home page' }).locator('code')).toHaveText(
    '/affiliate/agreement',
  );

  // Signed as an Individual (under the person's own name), the payee form opens.
  await page.goto('/affiliate/agreement');
  // Chosen once, even before the page hydrates: the choice is kept and the button comes alive.
  await page.getByRole('radiogroup').getByText('Individual', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign the agreement' })).toBeEnabled();
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page.getByText('Agreement executed successfully')).toBeVisible();

  // Live links now: Enter with text lists the matching songs' links, with the partner's code.
  await page.goto('/affiliate/links');
  const box = page.getByRole('combobox', { name: 'Search JamTracks' });
  const songLinks = page.getByRole('list', { name: 'Song links' });
  // Typed once, even before the page hydrates: the text is kept and its suggestions open; Enter
  // (which needs the page's script, so it waits for the list) searches for the text.
  await box.fill('Levee');
  await expect(page.getByRole('option', { name: /Levee Blues/ }).first()).toBeVisible();
  await box.press('Enter');
  await expect(songLinks).toBeVisible();
  await expect(
    songLinks.locator('li').filter({ hasText: 'Levee Blues' }).locator('code'),
  ).toHaveText(/\/jamtracks\/[a-z0-9-]+\?affiliate=[0-9a-f-]{36}$/);

  await page.goto('/affiliate/payee');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Street address 1').fill('1 Main St');
  await field('City').fill('Austin');
  await field('State').fill('TX');
  await field('Zip').fill('78701');
  await field('Last 4 digits of phone').fill('1234');
  await field('Venmo user id').fill('@nadia-music');
  await field('Tax id').fill('123-45-6789');
  await page.getByRole('button', { name: 'Save payee details' }).click();
  await expect(page.getByText('Your payee account details were saved.')).toBeVisible();

  // Saved: the form starts from the stored account.
  await page.reload();
  await expect(field('Venmo user id')).toHaveValue('@nadia-music');
});

test('a choice made before the page’s script runs is kept: “Entity” picked early shows its fields', async ({
  page,
}) => {
  await register(page, newPerson('Erin'));
  await actBeforeScripts(page, '/affiliate/agreement', () =>
    page.getByRole('radiogroup').getByText('Entity', { exact: true }).click(),
  );
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Entity' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Individual' })).not.toBeChecked();
});
