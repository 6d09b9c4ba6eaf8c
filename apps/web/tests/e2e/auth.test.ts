import { expect, newPerson, register, signIn, signOut, test } from './fixtures';

test('a new visitor registers, signs out, signs in and comes back to the page they asked for', async ({
  page,
}) => {
  const person = newPerson('Nina');
  await register(page, person);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nina Lovelace' })).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(person.email);

  await signOut(page, person);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // A protected page sends a visitor to sign in, remembering where they were going.
  await page.goto('/profile?section=display');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fprofile%3Fsection%3Ddisplay$/);
  await signIn(page, person);
  await expect(page).toHaveURL(/\/profile\?section=display$/);
  await expect(page.getByTestId('profile-email')).toHaveText(person.email);
});

test('the register form checks its fields in the browser before sending', async ({ page }) => {
  let signUps = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/auth/register')) signUps += 1;
  });
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Last Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText('You must accept the terms of service')).toBeVisible();
  // The first field in error takes the focus; nothing was sent.
  await expect(page.getByLabel('Last name')).toBeFocused();
  expect(signUps).toBe(0);

  // Editing a field clears its error.
  await page.getByLabel('Last name').fill('Cooke');
  await expect(page.getByText('Last Name is required')).toHaveCount(0);
});

test('registering an address that has an account fails with the reason under the field', async ({
  page,
}) => {
  const person = newPerson('Omar');
  await register(page, person);
  await signOut(page, person);

  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Other');
  await page.getByLabel('Last name').fill('Person');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('another password');
  await page.getByText('I accept the terms of service').click();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'Registration failed. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('a wrong password is refused with the spec’s message', async ({ page }) => {
  const person = newPerson('Ivy');
  await register(page, person);
  await signOut(page, person);
  await signIn(page, { email: person.email, password: 'not the password' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the forms still register, show server errors, and sign in', async ({ page }) => {
    const person = newPerson('Leo');
    await page.goto('/auth/register');
    // The server checks with the same schema: a short password comes back under its field.
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('You must accept the terms of service')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(person.email);

    await page.getByLabel('Password').fill(person.password);
    await page.locator('input[name="terms"]').check({ force: true });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-email')).toHaveText(person.email);

    // Signing out without the avatar menu: the sign-out page's form.
    await page.goto('/auth/logout');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await signIn(page, person);
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test('the demo login printed at start signs in to the demo account', async ({ page }) => {
  const [email, password] = (process.env.E2E_DEMO_LOGIN ?? '').split(' ');
  expect(email, 'the server printed a demo login').toBeTruthy();
  await page.goto('/auth/login');
  await signIn(page, { email: email as string, password: password as string });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email as string);
});
