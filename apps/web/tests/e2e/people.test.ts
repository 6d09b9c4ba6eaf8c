import { demoMusicianEmails } from '@backline/api';
import { latencyBand, type PeopleFilterResponse, type Person } from '@backline/domain';
import type { Page } from '@playwright/test';
import { api, expect, newPerson, register, signIn, test } from './fixtures';

// Spanish is the first language of these countries of the demo data (part of the journey).
const SPANISH_SPEAKING = new Set(['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'UY', 'CR']);
const DEMO_PASSWORD = 'backline-demo';

/** The API as the page's own scripts call it: with the session cookie and our Origin. */

/** The live events stream of this page is open: what happens now reaches it. */
async function liveEventsReady(page: Page) {
  await expect(page.locator('html[data-live-events="connected"]')).toHaveCount(1);
}

/** The bell's unread count as its accessible name says it (0 without a badge). */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const name = (await bell.getAttribute('aria-label')) ?? (await bell.textContent()) ?? '';
  const match = /([\d,]+) unread/.exec(name);
  return match ? Number(match[1]?.replace(/,/g, '')) : 0;
}

test('a new user finds a guitarist within GOOD latency in a Spanish-speaking country, befriends and messages them, and the answer comes back live', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const ada = newPerson('Ada');
  await register(page, ada);
  const me = await api<{ id: string }>(page, 'GET', '/api/me');
  // A place makes latencies known (estimated from the two places until the app measures them).
  await api(page, 'POST', `/api/users/${me.id}`, { country: 'ES', state: 'MD', city: 'Madrid' });

  // Find Friends: guitarists within GOOD latency.
  await page.goto('/friends');
  await expect(page.getByRole('heading', { name: 'Find Friends', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Update Search' });
  // React Aria's checkboxes are pressed through their labels (the input is visually hidden).
  await filters.getByText('Fair', { exact: true }).click();
  await expect(filters.getByRole('checkbox', { name: 'Fair' })).not.toBeChecked();
  await filters.getByText('Electric Guitar', { exact: true }).click();
  await expect(filters.getByRole('checkbox', { name: 'Electric Guitar' })).toBeChecked();
  await filters.getByRole('button', { name: 'Update Search' }).click();
  await expect(filters).toBeHidden();

  // The same search through the API tells which of them lives in a Spanish-speaking country.
  const found = await api<PeopleFilterResponse>(page, 'POST', '/api/filter?offset=0&limit=20', {
    latency_bands: ['good'],
    instruments: ['electric-guitar'],
  });
  const guitarist = found.musicians.find(
    (person: Person) =>
      SPANISH_SPEAKING.has(person.country ?? '') && latencyBand(person.latency_data) === 'GOOD',
  );
  expect(guitarist, 'a GOOD guitarist in a Spanish-speaking country').toBeDefined();
  const them = guitarist as Person;

  // Their profile panel, a friend request and a message.
  await page
    .getByRole('button', { name: `View Profile of ${them.name}` })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: them.name });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Add Friend' }).click();
  await expect(
    page.getByText(`Success! Your friend request has been sent to ${them.name}.`),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Message', exact: true }).click();
  const thread = page.getByRole('dialog', { name: `Messages with ${them.name}` });
  await thread.getByRole('textbox', { name: 'Message' }).fill('¡Hola! ¿Tocamos juntos?');
  await thread.getByRole('textbox', { name: 'Message' }).press('Enter');
  // In the thread, not the composer (which may still hold the text for a moment).
  const messages = thread.getByRole('region', { name: 'Messages' });
  await expect(messages.getByText('¡Hola! ¿Tocamos juntos?')).toBeVisible();

  // The guitarist signs in elsewhere (demo musicians share the demo password).
  const email = (await demoMusicianEmails()).get(them.id);
  expect(email, 'the guitarist is a demo musician').toBeDefined();
  const theirContext = await browser.newContext();
  const theirPage = await theirContext.newPage();
  await theirPage.goto('/auth/login');
  await signIn(theirPage, { email: email as string, password: DEMO_PASSWORD });
  await expect(theirPage).toHaveURL(/\/profile$/);
  await liveEventsReady(theirPage);
  const before = await unreadCount(theirPage);

  // Ada writes again: their bell counts it without a reload.
  await thread.getByRole('textbox', { name: 'Message' }).fill('Estoy en Madrid.');
  await thread.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect
    .poll(() => unreadCount(theirPage), { message: 'the bell counts the new message' })
    .toBe(before + 1);

  // They accept the request from the bell's dropdown and reply from the message dialog.
  await theirPage.getByRole('button', { name: /^Notifications/ }).click();
  const request = theirPage
    .getByRole('listitem')
    .filter({ hasText: `${ada.firstName} ${ada.lastName} sent you a friend request` });
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(theirPage.getByText('Friend request accepted')).toBeVisible();
  await theirPage.keyboard.press('Escape');
  await theirPage.goto(`/friends/my?open=message&id=${me.id}`);
  const theirThread = theirPage.getByRole('dialog', {
    name: `Messages with ${ada.firstName} ${ada.lastName}`,
  });
  await expect(theirThread.getByText('Estoy en Madrid.')).toBeVisible();
  await theirThread.getByRole('textbox', { name: 'Message' }).fill('¡Claro! El jueves a las 8.');
  await theirThread.getByRole('textbox', { name: 'Message' }).press('Enter');

  // Ada sees the reply arrive in her open dialog.
  await expect(messages.getByText('¡Claro! El jueves a las 8.')).toBeVisible();
  await theirContext.close();
});

test('the demo account pages through its notifications and sorts and removes friends', async ({
  page,
}) => {
  const [email, password] = (process.env.E2E_DEMO_LOGIN ?? '').split(' ');
  await page.goto('/auth/login');
  await signIn(page, { email: email as string, password: password as string });
  await expect(page).toHaveURL(/\/profile$/);

  // Your Notifications: 20 at first, more as the list scrolls (the demo account has over 20).
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Your Notifications', level: 1 })).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(20);
  await items.last().scrollIntoViewIfNeeded();
  await expect.poll(() => items.count()).toBeGreaterThan(20);

  // My Friends, alphabetical, then one removed after the confirmation.
  await page.goto('/friends/my');
  await expect(page.getByRole('heading', { name: 'My Friends', level: 1 })).toBeVisible();
  const friends = await api<{ friends: { id: string; name: string }[] }>(
    page,
    'GET',
    `/api/users/${(await api<{ id: string }>(page, 'GET', '/api/me')).id}/friends`,
  );
  const first = [...friends.friends].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  )[0] as { name: string };
  await page.getByRole('button', { name: 'Sort By' }).click();
  await page.getByRole('option', { name: 'Alphabetical' }).click();
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(first.name.slice(0, 20));
  await firstRow.getByRole('button', { name: 'Unfriend this person' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('row').filter({ hasText: first.name.slice(0, 20) })).toHaveCount(0);
});
