import type { Browser, Page } from '@playwright/test';
import { api, expect, newPerson, type Person, register, test } from './fixtures';

/*
 * The sessions journeys: two people chat in the lobby, a private session's invitee is
 * notified, and joining without the desktop app shows the modal (Playwright's clock passes the
 * 1 s wait; the app's timers are the real ones, which page.clock drives).
 */

/** A call of the API with the page's cookie and the same-origin Origin the API wants. */

async function signedUp(browser: Browser, firstName: string, { keepPrompt = false } = {}) {
  const context = await browser.newContext();
  // The lobby's notification prompt (10 s) is declined up front, unless a test is about it: a
  // modal would cover the chat.
  if (!keepPrompt) {
    await context.addInitScript(() =>
      window.localStorage.setItem('backline.desktopNotificationPrompt.declined', 'true'),
    );
  }
  const page = await context.newPage();
  const person: Person = newPerson(firstName);
  await register(page, person);
  const me = await api<{ id: string }>(page, 'GET', '/api/me');
  return { context, page, person, id: me.id };
}

async function befriend(a: { page: Page; id: string }, b: { page: Page; id: string }) {
  const request = await api<{ friend_request_id: string }>(
    a.page,
    'POST',
    `/api/users/${a.id}/friend_requests`,
    {
      friend_id: b.id,
    },
  );
  await api(b.page, 'POST', `/api/users/${b.id}/friend_requests/${request.friend_request_id}`, {
    status: 'accept',
  });
}

test('two musicians chat in the lobby: live lines, pending then confirmed, New messages', async ({
  browser,
}) => {
  const ada = await signedUp(browser, 'Ada');
  const ben = await signedUp(browser, 'Ben');
  for (const { page } of [ada, ben]) {
    await page.goto('/sessions/lobby');
    await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeVisible();
    await expect(page.locator('html[data-lobby-chat="connected"]')).toBeAttached();
  }

  // Ada's post is held so her pending line can be seen before the server's copy arrives.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await ada.page.route(
    (url) => url.pathname === '/api/chat',
    async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    },
  );
  const adaLog = ada.page.getByRole('log', { name: 'Lobby chat' });
  await ada.page.getByRole('textbox', { name: 'Message' }).fill('Hello from Ada');
  await ada.page.getByRole('textbox', { name: 'Message' }).press('Enter');
  const adaLine = adaLog.getByRole('listitem').filter({ hasText: 'Hello from Ada' });
  await expect(adaLine).toHaveAttribute('data-status', 'pending');
  release();
  await expect(adaLine).toHaveAttribute('data-status', 'sent');
  await expect(adaLine).toHaveCount(1);

  const benLog = ben.page.getByRole('log', { name: 'Lobby chat' });
  await expect(benLog.getByText('Hello from Ada')).toBeVisible();

  // Ben answers; Ada sees it without a reload.
  await ben.page.getByRole('textbox', { name: 'Message' }).fill('Hi Ada, Ben here');
  await ben.page.getByRole('button', { name: 'Send' }).click();
  await expect(adaLog.getByText('Hi Ada, Ben here')).toBeVisible();

  // Enough lines to scroll; Ben scrolls up and Ada writes again: "New messages" shows.
  for (let line = 1; line <= 15; line += 1) {
    await api(ada.page, 'POST', '/api/chat', {
      message: `Line ${line}`,
      client_id: `line-${line}`,
    });
  }
  await expect(benLog.getByText('Line 15', { exact: true })).toBeVisible();
  await expect(ben.page.getByRole('button', { name: 'New messages' })).toHaveCount(0);
  await benLog.evaluate((element) => {
    element.scrollTop = 0;
    element.dispatchEvent(new Event('scroll'));
  });
  await api(ada.page, 'POST', '/api/chat', { message: 'Are you there?', client_id: 'last' });
  const newMessages = ben.page.getByRole('button', { name: 'New messages' });
  await expect(newMessages).toBeVisible();
  await newMessages.click();
  await expect(benLog.getByText('Are you there?')).toBeInViewport();

  await ada.context.close();
  await ben.context.close();
});

test('a musician online in the lobby opens their profile panel', async ({ browser }) => {
  const ada = await signedUp(browser, 'Ada');
  const ben = await signedUp(browser, 'Bernadette');
  // Ben's page:enter makes him online; Ada's lobby then lists him.
  await ben.page.goto('/sessions/lobby');
  await expect(ben.page.locator('html[data-lobby-chat="connected"]')).toBeAttached();
  await ada.page.goto('/sessions/lobby');
  const online = ada.page.getByRole('table', { name: 'Online musicians' });
  const row = online.getByRole('row').filter({ hasText: ben.person.firstName });
  await expect(row).toBeVisible();
  await row.click();
  const panel = ada.page.getByRole('dialog', { name: /Bernadette/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add Friend' })).toBeVisible();

  await ada.context.close();
  await ben.context.close();
});

test('enabling desktop notifications from the lobby prompt saves the preference', async ({
  browser,
}) => {
  const ada = await signedUp(browser, 'Ada', { keepPrompt: true });
  await ada.page.clock.install();
  await ada.page.goto('/sessions/lobby');
  await expect(ada.page.locator('html[data-lobby-chat="connected"]')).toBeAttached();
  const prompt = ada.page.getByRole('dialog', { name: 'Desktop notifications' });
  await expect(prompt).toHaveCount(0);
  await ada.page.clock.runFor(10_000);
  await expect(prompt).toBeVisible();
  // The person says yes to the browser's own permission question.
  await ada.context.grantPermissions(['notifications']);
  await prompt.getByRole('button', { name: 'Enable notifications' }).click();
  await expect
    .poll(async () => {
      const profile = await api<{ accept_desktop_notifications: boolean }>(
        ada.page,
        'GET',
        `/api/users/${ada.id}/profile`,
      );
      return profile.accept_desktop_notifications;
    })
    .toBe(true);

  await ada.context.close();
});

test('creating a private session with an invitation notifies the invitee', async ({ browser }) => {
  const ada = await signedUp(browser, 'Ada');
  const ben = await signedUp(browser, 'Benedict');
  await befriend(ada, ben);

  await ada.page.goto('/sessions/new');
  // React Aria's radio input is visually hidden: the person clicks its visible label.
  const privacy = ada.page.getByRole('radiogroup', { name: 'Privacy' });
  await privacy.getByText('Private (invited musicians only)', { exact: true }).click();
  await expect(
    ada.page.getByRole('radio', { name: 'Private (invited musicians only)' }),
  ).toBeChecked();
  await ada.page.getByRole('combobox', { name: 'Invite friends' }).fill('Bene');
  await ada.page.getByRole('option', { name: /Benedict/ }).click();
  await expect(
    ada.page.getByRole('list', { name: 'Invited musicians' }).getByText(/Benedict/),
  ).toBeVisible();
  await ada.page.getByLabel('Description').fill('Private blues jam');
  const created = ada.page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/sessions' && r.request().method() === 'POST',
  );
  await ada.page.getByRole('button', { name: 'Create Session' }).click();
  // The form asks to confirm who can join before anything is created.
  await ada.page
    .getByRole('alertdialog', { name: 'Create this session?' })
    .getByRole('button', { name: 'Create Session' })
    .click();
  expect((await created).status()).toBe(201);

  // The invitee's notifications hold the invitation.
  await expect
    .poll(async () => {
      const page = await api<{ notifications: { description: string }[] }>(
        ben.page,
        'GET',
        `/api/users/${ben.id}/my_notifications?offset=0&limit=10`,
      );
      return page.notifications.map((n) => n.description);
    })
    .toContain('SESSION_INVITATION');
  await ben.page.goto('/notifications');
  await expect(ben.page.getByText(/invited you to a session/)).toBeVisible();

  await ada.context.close();
  await ben.context.close();
});

test('joining a public session without the desktop app shows the modal after 1 s', async ({
  browser,
}) => {
  const ada = await signedUp(browser, 'Ada');
  const ben = await signedUp(browser, 'Ben');
  const description = `Open jam ${Date.now()}`;
  await api(ada.page, 'POST', '/api/sessions', { privacy: 1, invitations: [], description });

  await ben.page.clock.install();
  await ben.page.goto('/sessions');
  // Time stands still from here: only runFor moves it.
  await ben.page.clock.pauseAt(await ben.page.evaluate(() => Date.now() + 5_000));
  const joined = ben.page.waitForResponse((r) => r.url().endsWith('/join'));
  await ben.page
    .getByRole('button', { name: `Join ${description}` })
    .first()
    .click();
  expect((await joined).status()).toBe(200);
  const modal = ben.page.getByRole('dialog', { name: 'Backline app not found' });
  await expect(modal).toHaveCount(0);
  await ben.page.clock.runFor(999);
  await expect(modal).toHaveCount(0);
  await ben.page.clock.runFor(1);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Get Help' })).toBeVisible();
  await modal.getByRole('link', { name: 'Download app' }).click();
  await expect(ben.page).toHaveURL(/\/applaunch#downloads$/);
  await expect(ben.page.getByText('No download is available yet.')).toBeVisible();

  await ada.context.close();
  await ben.context.close();
});
