import { expect, mailedLink, newPerson, register, signIn, signOut, test } from './fixtures';

test('a person resets a forgotten password with the link mailed to them', async ({ page }) => {
  const person = newPerson('Rosa');
  await register(page, person);
  await signOut(page, person);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forget-password$/);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText(
      'If an account exists for that email, we have sent a link to reset its password.',
    ),
  ).toBeVisible();

  // The embedded mail transport wrote the message to $DATA_DIR/mail: follow its link.
  const link = await mailedLink(person.email, '/auth/password-reset');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  // The browser checks the confirmation before anything is sent.
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a brand new secret');
  await page.getByLabel('Confirm the new password').fill('a different secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm the new password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/profile\?changed=password$/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The link worked once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('yet another secret');
  await page.getByLabel('Confirm the new password').fill('yet another secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('This link is invalid, already used or expired. Please request a new one.'),
  ).toBeVisible();

  // The old password is gone, the new one works.
  await page.goto('/profile');
  await signOut(page, person);
  await signIn(page, person);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }),
  ).toBeVisible();
  await signIn(page, { email: person.email, password: 'a brand new secret' });
  await expect(page).toHaveURL(/\/profile$/);
});

test('the address is confirmed with the link mailed at sign-up, which signs in', async ({
  page,
}) => {
  const person = newPerson('Abe');
  // The fixture opens the mailed link and presses "Confirm my email address" (decision 037).
  await register(page, person);
  await expect(page.getByText('(Confirmed)')).toBeVisible();
});
