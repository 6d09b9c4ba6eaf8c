import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { actBeforeScripts, expect, newPerson, register, test } from './fixtures';

// The demo catalogue (packages/api/src/demo/jamtracks.ts) is loaded with the demo data.
// Each journey crosses six pages and two payments: more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });
const FREE_PICK = 'Parlor Waltz';
const ARTIST = 'Delta Smoke';

/** The row (table) or card (narrow screens) of a JamTrack on /jamtracks. */
const jamTrackRow = (page: Page, name: string) =>
  page
    .locator('tr, article, li')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();

async function claimFreeJamTrack(page: Page, name: string) {
  await page.goto('/jamtracks?artist=blue-parlor-trio');
  await expect(
    page.getByRole('heading', { name: 'Results for artist “Blue Parlor Trio”' }),
  ).toBeVisible();
  await jamTrackRow(page, name).getByRole('button', { name: 'Get it free' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?free=yes&jamtrackId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Thank you! ${name} is yours.` })).toBeVisible();
}

async function findArtist(page: Page, artist: string) {
  await page.goto('/jamtracks');
  const box = page.getByRole('combobox', { name: 'Search JamTracks' });
  const suggestion = page.getByRole('option', { name: artist, exact: true }).first();
  // Typed once, even before the page hydrates: the text is kept and its suggestions open.
  await box.fill(artist.slice(0, 5));
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/jamtracks\?artist=delta-smoke$/);
  await expect(page.getByRole('heading', { name: `Results for artist “${artist}”` })).toBeVisible();
}

async function addToCart(page: Page, name: string) {
  await jamTrackRow(page, name).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
}

async function fillBillingAddress(page: Page) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('First Name').fill('Ada');
  await field('Last Name').fill('Lovelace');
  await field('Address').fill('1 Main St');
  await field('City').fill('Austin');
  await field('State or Region').fill('TX');
  await field('Zip or Postal Code').fill('78701');
}

async function fillCard(page: Page, number: string) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Card Number').fill(number);
  await field('Expiration Month').fill('12');
  await field('Expiration Year').fill('2030');
  await field('Security Code (CVC)').fill('123');
}

/** The newest .eml to `to` whose subject starts with `subject`, from $DATA_DIR/mail. */
async function mailTo(to: string, subject: string): Promise<string> {
  const directory = join(process.env.E2E_DATA_DIR as string, 'mail');
  let found = '';
  await expect
    .poll(async () => {
      const files = (await readdir(directory).catch(() => [] as string[])).sort().reverse();
      for (const file of files) {
        const text = await readFile(join(directory, file), 'utf8');
        if (text.includes(`To: ${to}`) && text.includes(`Subject: ${subject}`)) {
          found = text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found;
}

test('a new musician claims the free JamTrack, buys one by card and finds both in My JamTracks', async ({
  page,
}) => {
  const person = newPerson('Rosa');
  await register(page, person);

  await claimFreeJamTrack(page, FREE_PICK);
  await page.getByRole('link', { name: 'Play it now' }).click();
  await expect(page).toHaveURL(/\/jamtrack\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: FREE_PICK })).toBeVisible();

  await findArtist(page, ARTIST);
  await addToCart(page, 'Levee Blues');
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await findArtist(page, ARTIST);
  await expect(jamTrackRow(page, 'Levee Blues').getByText('already in cart')).toBeVisible();
  await addToCart(page, 'Hellhound');
  await expect(page.getByRole('heading', { name: 'Shopping Cart (2 items)' })).toBeVisible();
  await page
    .locator('li, tr')
    .filter({ hasText: 'Hellhound' })
    .getByRole('link', { name: 'Remove' })
    .click();
  await expect(page.getByText('Item removed from cart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shopping Cart (1 item)' })).toBeVisible();

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillBillingAddress(page);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=[0-9a-f-]{36}$/);
  await expect(
    page.getByText('You will receive an order confirmation email shortly.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Go to My JamTracks' }).click();
  await expect(page).toHaveURL(/\/my-jamtracks$/);
  await expect(page.getByRole('link', { name: /Levee Blues/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(FREE_PICK) })).toBeVisible();
  await expect(page.getByRole('link', { name: /Hellhound/ })).toHaveCount(0);

  // The search restarts the list after a second without typing.
  await page.getByLabel('Search My JamTracks').fill('levee');
  await expect(page.getByRole('link', { name: new RegExp(FREE_PICK) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Levee Blues/ })).toBeVisible();

  const mail = await mailTo(person.email, 'Your Backline order');
  expect(mail).toContain('Levee Blues');
});

test('a declined card shows the provider’s error; the wallet sandbox pays instead', async ({
  page,
}) => {
  const person = newPerson('Tomas');
  await register(page, person);
  await claimFreeJamTrack(page, 'Blue in the Afternoon');

  await findArtist(page, ARTIST);
  await addToCart(page, 'Smoke and Rye');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillBillingAddress(page);
  // Saved, then declined when charged (the sandbox's 0341, like Stripe's).
  await fillCard(page, '4000 0000 0000 0341');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page.getByText('Error submitting payment: card was declined')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('radiogroup').getByText('PayPal', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/approve\/wa_/);
  await expect(page.getByRole('heading', { name: 'PayPal sandbox' })).toBeVisible();
  await expect(page.getByText('$3.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page).toHaveURL(/\/checkout\/paypal\/confirm\?token=wa_/);
  await expect(page.getByText('$3.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page).toHaveURL(/\/my-jamtracks\?paypal=placed$/);
  await expect(page.getByText('Your PayPal order was placed. Enjoy your JamTracks!')).toBeVisible();
  await expect(page.getByRole('link', { name: /Smoke and Rye/ })).toBeVisible();
});

test('letters typed into the search box before the page’s script runs are kept and suggested', async ({
  page,
}) => {
  await register(page, newPerson('Sam'));
  const box = page.getByRole('combobox', { name: 'Search JamTracks' });
  await actBeforeScripts(page, '/jamtracks', () => box.fill(ARTIST.slice(0, 5)));
  await expect(page.getByRole('option', { name: ARTIST, exact: true }).first()).toBeVisible();
  await expect(box).toHaveValue(ARTIST.slice(0, 5));
});
