import type { Page } from '@playwright/test';
import { api, expect, newPerson, register, test } from './fixtures';

// The demo catalogue (packages/api/src/demo/jamtracks.ts).
test.describe.configure({ timeout: 150_000 });
const ARTIST = 'Delta Smoke';

const jamTrackRow = (page: Page, name: string) =>
  page
    .locator('tr, article, li')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();

async function claimFreeJamTrack(page: Page, name: string) {
  await page.goto('/jamtracks?artist=blue-parlor-trio');
  await jamTrackRow(page, name).getByRole('button', { name: 'Get it free' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?free=yes&jamtrackId=[0-9a-f-]{36}$/);
}

async function addArtistTrackToCart(page: Page, name: string) {
  await page.goto('/jamtracks?artist=delta-smoke');
  await expect(page.getByRole('heading', { name: `Results for artist “${ARTIST}”` })).toBeVisible();
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

test('a declined card is not kept: the checkout does not offer it again', async ({ page }) => {
  await register(page, newPerson('Dora'));
  await claimFreeJamTrack(page, 'Blue in the Afternoon');
  await addArtistTrackToCart(page, 'Smoke and Rye');
  await page.goto('/checkout');
  await fillBillingAddress(page);
  // Refused by the issuer's zero-amount check as it is saved: the error is on the number.
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByText(/You will pay with/)).toHaveCount(0);
  // Saved, then declined when charged: forgotten too, since it never paid.
  await fillCard(page, '4000 0000 0000 0341');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page.getByText('Error submitting payment: card was declined')).toBeVisible();
  await expect(page.getByText(/0341/)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(/You will pay with/)).toHaveCount(0);
  await expect(page.getByText(/0002|0341/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Card Number', exact: true })).toHaveValue('');
});

test('after a field error, a double-click on Confirm & Pay pays once and shows the order', async ({
  page,
}) => {
  await register(page, newPerson('Ezra'));
  await claimFreeJamTrack(page, 'Blue in the Afternoon');
  await addArtistTrackToCart(page, 'Levee Blues');
  await page.goto('/checkout');
  await fillBillingAddress(page);
  // 4000 0000 0000 0127 fails the provider's security code check: an error under the field.
  await fillCard(page, '4000 0000 0000 0127');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page.getByText("The card's security code check failed.").first()).toBeVisible();

  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Confirm & Pay' }).dblclick();
  await expect(page).toHaveURL(/\/checkout\/success\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'In this order' }).getByRole('link', { name: 'Levee Blues' }),
  ).toBeVisible();
});

test('the success page opened directly says there is no order instead of thanking', async ({
  page,
}) => {
  await register(page, newPerson('Fern'));
  await page.goto('/checkout/success');
  await expect(
    page.getByRole('heading', { level: 1, name: 'There is no order to show here' }),
  ).toBeVisible();
  await expect(page.getByText(/Thank you/)).toHaveCount(0);
  await page.goto('/checkout/success?order=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'There is no order to show here' })).toBeVisible();
  // A JamTrack the person does not own is not "theirs" either.
  const found = await api<{ jamtracks: { id: string; name: string }[] }>(
    page,
    'GET',
    '/api/jamtracks?page=0&per_page=10&artist=delta-smoke',
  );
  const levee = found.jamtracks.find((jamTrack) => jamTrack.name === 'Levee Blues');
  expect(levee).toBeDefined();
  await page.goto(`/checkout/success?free=yes&jamtrackId=${levee?.id}`);
  await expect(page.getByRole('heading', { name: 'There is no order to show here' })).toBeVisible();
});

test('claiming the free JamTrack says no "added to cart" and shows what you got', async ({
  page,
}) => {
  await register(page, newPerson('Gail'));
  // Records every status and alert the page ever showed, flashes included.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
    const record = () => {
      for (const element of document.querySelectorAll('[role="status"], [role="alert"]')) {
        seen.add(element.textContent ?? '');
      }
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await claimFreeJamTrack(page, 'Blue in the Afternoon');
  await expect(
    page.getByRole('heading', { name: 'Thank you! Blue in the Afternoon is yours.' }),
  ).toBeVisible();
  const flashed = await page.evaluate(() =>
    [...(window as unknown as { seenTexts: Set<string> }).seenTexts].some((text) =>
      text.includes('JamTrack was added to cart successfully.'),
    ),
  );
  expect(flashed).toBe(false);
  await expect(page.getByText(/By Blue Parlor Trio, with \d+ tracks/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play it now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My JamTracks' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse more JamTracks' }).click();
  await expect(page).toHaveURL(/\/jamtracks$/);
});

test('after a search, "Show all JamTracks" goes back; suggestions name each JamTrack once', async ({
  page,
}) => {
  await register(page, newPerson('Hugo'));
  await page.goto('/jamtracks?query=blues');
  await expect(
    page.getByRole('heading', { name: 'Results for search term “blues”' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Show all JamTracks' }).click();
  await expect(page).toHaveURL(/\/jamtracks$/);
  await expect(page.getByRole('heading', { name: 'All JamTracks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show all JamTracks' })).toHaveCount(0);

  const box = page.getByRole('combobox', { name: 'Search JamTracks' });
  const suggestion = page.getByRole('option', { name: /Levee Blues/ });
  await box.fill('Levee');
  await expect(suggestion.first()).toBeVisible();
  await expect(suggestion).toHaveCount(1);
});
