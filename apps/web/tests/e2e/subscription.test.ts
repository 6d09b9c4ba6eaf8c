import type { Page } from '@playwright/test';
import { actBeforeScripts, expect, newPerson, register, test } from './fixtures';

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
  // Chosen once, even before the page hydrates: the choice is kept and "Change Plan" comes alive.
  await page.getByRole('radiogroup', { name: 'Plan' }).getByText(plan).click();
  await expect(page.getByRole('radio', { name: plan })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Change Plan' })).toBeEnabled();
  await page.getByRole('button', { name: 'Change Plan' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Change your plan?' });
  await expect(dialog).toContainText(confirmation);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Your plan was changed successfully.')).toBeVisible();
}

test('a new musician upgrades to Gold yearly by card, downgrades, changes the card, and sees a declined renewal', async ({
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

  // Change the card: the stored one is offered; a new one replaces it. The sandbox refuses
  // 4000 0000 0000 0002 as it is saved (the issuer's zero-amount check): the old card stays.
  await page.goto('/account/payment-method');
  await expect(page.getByText('Your card on file ends in 1111.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Use my existing card/ })).toBeChecked();
  await page.getByRole('radiogroup').getByText('New credit card', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'New credit card' })).toBeChecked();
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your card on file ends in 1111.')).toBeVisible();
  // 4000 0000 0000 0341 is saved but every charge to it is declined, like Stripe's test card.
  await page.getByRole('radiogroup').getByText('New credit card', { exact: true }).click();
  await fillCard(page, '4000 0000 0000 0341');
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(page.getByText('Your payment method was updated successfully.')).toBeVisible();
  await expect(page.getByText('Your card on file ends in 0341.')).toBeVisible();

  // The sandbox's test clock moves this person's billing time past the yearly cycle end: the
  // renewal (now the pending Silver plan) is charged to the declining card.
  await page.goto('/account/subscription');
  const clock = page.getByRole('region', { name: 'Sandbox test clock' });
  await expect(clock).toBeVisible();
  const days = clock.getByRole('textbox', { name: 'Days to move forward' });
  await days.fill('366');
  await clock.getByRole('button', { name: 'Advance test clock' }).click();
  // The toast's title starts with its tone in words ("Success: "), for screen readers.
  await expect(page.getByText(/The test clock moved to /)).toBeVisible();
  await expect(
    page.getByText(
      'We could not renew your Gold plan: the payment failed. Please update your payment method.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a payment method' })).toBeVisible();

  await menu.getByRole('link', { name: 'Payment History', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/payments$/);
  const declined = page.getByRole('row').filter({ hasText: 'Silver plan, monthly' }).first();
  await expect(declined).toContainText('$4.99');
  await expect(declined).toContainText('Failed');

  await page.goto('/notifications');
  await expect(
    page
      .getByText('Your subscription could not be renewed. Please update your payment method.')
      .first(),
  ).toBeVisible();
});

test('a musician pays the subscription with PayPal through a billing agreement', async ({
  page,
}) => {
  const person = newPerson('Ella');
  await register(page, person);

  // Choosing PayPal goes to the wallet's approval page; cancelling there changes nothing.
  await page.goto('/account/payment-method');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeVisible();
  await fillBillingAddress(page);
  const paypal = page.getByRole('radio', { name: /^PayPal/ });
  await page
    .getByRole('radiogroup', { name: 'Payment Method' })
    .getByText('PayPal', { exact: true })
    .click();
  await expect(paypal).toBeChecked();
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/approve\/ba_/);
  await expect(page.getByText(/^Billing agreement: nothing is charged now\./)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(/\/account\/payment-method\?paypal=cancelled$/);
  await expect(
    page.getByText('You cancelled on PayPal: your payment method did not change.'),
  ).toBeVisible();

  // Again, approved this time: back on Backline, the agreement is confirmed with a button.
  await fillBillingAddress(page);
  await page
    .getByRole('radiogroup', { name: 'Payment Method' })
    .getByText('PayPal', { exact: true })
    .click();
  await expect(paypal).toBeChecked();
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/approve\/ba_/);
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page).toHaveURL(/\/account\/payment-method\/paypal\?token=ba_/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pay your subscription with PayPal' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm PayPal' }).click();
  await expect(page).toHaveURL(/\/account\/payment-method\?paypal=saved$/);
  await expect(page.getByText('Your payment method was updated successfully.')).toBeVisible();
  await expect(
    page.getByText(`Your subscription is charged to your PayPal account ${person.email}.`),
  ).toBeVisible();

  // The upgrade is charged to the wallet.
  await page.goto('/account/subscription');
  await changePlan(
    page,
    /^Gold \$9\.99 per month/,
    'You will be charged $9.99 per month for the Gold plan. Continue?',
  );
  await page.goto('/account/payments');
  const charge = page.getByRole('row').filter({ hasText: 'Gold plan, monthly' }).first();
  await expect(charge).toContainText('$9.99');
  await expect(charge).toContainText('Paid');
});

test('a plan picked before the page’s script runs is kept, and Change Plan confirms it', async ({
  page,
}) => {
  await register(page, newPerson('Olga'));
  // The page is on screen before its script runs (a slow phone): the pick lands on the server's
  // HTML, and hydration must neither undo it nor leave "Change Plan" disabled.
  await actBeforeScripts(page, '/account/subscription', () =>
    page
      .getByRole('radiogroup', { name: 'Plan' })
      .getByText(/^Silver \$4\.99 per month/)
      .click(),
  );
  await expect(page.getByRole('radio', { name: /^Silver \$4\.99 per month/ })).toBeChecked();
  await page.getByRole('button', { name: 'Change Plan' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Change your plan?' })).toContainText(
    'You will be charged $4.99 per month for the Silver plan. Continue?',
  );
});
