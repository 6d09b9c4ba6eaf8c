import type { Page } from '@playwright/test';
import {
  expect,
  followConfirmation,
  newPerson,
  type Person,
  register,
  signIn,
  signOut,
  test,
} from './fixtures';

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

/** Fills and sends the register form as `person`; the page then says to check the mailbox. */
async function sendRegisterForm(page: Page, person: Person) {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByText('I accept the terms of service').click();
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('registering says to check the mailbox, the same for a taken address, and the link signs in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const person = newPerson('Omar');
  await sendRegisterForm(page, person);
  // Nobody is signed in yet: the heading of the new state takes the focus and the status says
  // where the link went.
  const heading = page.getByRole('heading', { level: 1, name: 'Check your e-mail' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`We sent a message to ${person.email}.`);
  await expect(page).toHaveURL(/\/auth\/register$/);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fprofile$/);

  // The mailed link confirms the address and signs in, on to the first step.
  await followConfirmation(page, person.email);
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(person.email);
  await signOut(page, person);

  // Someone registering the same address sees exactly the same page, and is not signed in.
  const other = { ...newPerson('Other'), email: person.email, password: 'another password' };
  await sendRegisterForm(page, other);
  await expect(heading).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`We sent a message to ${person.email}.`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fprofile$/);
});

test('the “Check your e-mail” page speaks Spanish', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'backline.language', value: 'es', url: baseURL ?? '' }]);
  const person = newPerson('Sol');
  await page.goto('/auth/register');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(person.firstName);
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill(person.lastName);
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(person.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(person.password);
  await page.getByText('Acepto las condiciones del servicio').click();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`Enviamos un mensaje a ${person.email}.`);
  await followConfirmation(page, person.email);
  await expect(page).toHaveURL(/\/welcome$/);
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
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await followConfirmation(page, person.email);
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
