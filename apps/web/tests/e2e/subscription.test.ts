import type { Page } from '@playwright/test';
import { expect, newPerson, register, test } from './fixtures';

// Four pages and two card saves: more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

async function fillBillingAddress(page: Page) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('First Name').fill('Nina');
  await field('Last Name').fill('Simone');
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

/** Chooses a plan on /account/subscription and confirms it with OK. */
async function changePlan(page: Page, plan: RegExp, confirmation: string) {
  const radio = page.getByRole('radio', { name: plan });
  // A click before hydration is lost: choose until the choice holds.
  await expect(async () => {
    await page.getByRole('radiogroup', { name: 'Plan' }).getByText(plan).click();
    await expect(radio).toBeChecked({ timeout: 2_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Change Plan' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Change your plan?' });
  await expect(dialog).toContainText(confirmation);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Your plan was changed successfully.')).toBeVisible();
}

test('a new musician on the trial upgrades to Gold yearly by card, downgrades, and changes the card', async ({
  page,
}) => {
  const person = newPerson('Nina');
  await register(page, person);

  // On the 30-day Gold trial: its explanation and unlimited play time; nothing to submit yet.
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Subscription', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByText(/^Your free trial of the Gold plan runs until .+\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Play time this month' })).toContainText(
    'Your play time is unlimited.',
  );
  await expect(page.getByRole('button', { name: 'Change Plan' })).toBeDisabled();

  // A card first: the payment method page saves the address and the card.
  await menu.getByRole('link', { name: 'Payment Method', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/payment-method$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeVisible();
  await fillBillingAddress(page);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(page.getByText('Your payment method was updated successfully.')).toBeVisible();
  await expect(page.getByText('Your card on file ends in 1111.')).toBeVisible();

  // Upgrade: the confirmation names the charge; the charge is in the payment history.
  await page.goto('/account/subscription');
  await changePlan(
    page,
    /^Gold \$99\.99 per year/,
    'You will be charged $99.99 per year for the Gold plan. Continue?',
  );
  await expect(page.getByRole('radio', { name: /^Gold \$99\.99 per year/ })).toBeChecked();

  await menu.getByRole('link', { name: 'Payment History', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
  const charge = page.getByRole('row').filter({ hasText: '$99.99' }).first();
  await expect(charge).toContainText('Paid');

  // Downgrade: it waits for the end of the cycle.
  await page.goto('/account/subscription');
  await changePlan(
    page,
    /^Silver \$4\.99 per month/,
    'You will be charged $4.99 per month for the Silver plan. Continue?',
  );
  await expect(
    page.getByText('Your plan switches to Silver at the end of the current billing cycle.'),
  ).toBeVisible();

  // Change the card: the stored one is offered; a new one replaces it.
  await page.goto('/account/payment-method');
  await expect(page.getByText('Your card on file ends in 1111.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Use my existing card/ })).toBeChecked();
  await page.getByRole('radiogroup').getByText('New credit card', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'New credit card' })).toBeChecked();
  await fillCard(page, '5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(page.getByText('Your payment method was updated successfully.')).toBeVisible();
  await expect(page.getByText('Your card on file ends in 4444.')).toBeVisible();
});
