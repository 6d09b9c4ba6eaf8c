import type { Browser, Page } from '@playwright/test';
import { api, expect, holdScripts, newPerson, type Person, register, test } from './fixtures';

/*
 * Controls that tell the truth: what a control shows is what happened. Each journey
 * is one control seen failing in the running product.
 */

// Most journeys here sign up two musicians through the forms and the mailed link first: on a
// loaded two-core machine that alone took 58 s of the default minute.
test.describe.configure({ timeout: 120_000 });

async function signedUp(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  // The lobby's desktop-notification prompt (10 s) would cover the chat: declined up front.
  await context.addInitScript(() =>
    window.localStorage.setItem('backline.desktopNotificationPrompt.declined', 'true'),
  );
  const page = await context.newPage();
  const person: Person = newPerson(firstName);
  await register(page, person);
  const me = await api<{ id: string }>(page, 'GET', '/api/me');
  return { context, page, person, id: me.id, name: `${person.firstName} ${person.lastName}` };
}

/** Whether the lobby chat, as the API stores it, has `line` among its newest lines. */
async function lobbyHas(page: Page, line: string): Promise<boolean> {
  const { chats } = await api<{ chats: { message: string }[] }>(
    page,
    'GET',
    '/api/chat?start=0&limit=10&type=CHAT_MESSAGE&channel=lobby',
  );
  return chats.some((chat) => chat.message === line);
}

/** The bell's unread count as its accessible name says it (0 without a badge). */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const name = (await bell.getAttribute('aria-label')) ?? (await bell.textContent()) ?? '';
  const match = /([\d,]+) unread/.exec(name);
  return match ? Number(match[1]?.replace(/,/g, '')) : 0;
}

test('Add Friend: the toast, then a disabled "Request Pending" button, not a spinner, whose tooltip a keyboard reaches', async ({
  browser,
}) => {
  const ada = await signedUp(browser, 'Ada');
  const ben = await signedUp(browser, 'Ben');
  await ada.page.goto(`/friends?open=details&id=${ben.id}`);
  const panel = ada.page.getByRole('dialog', { name: ben.name });
  await panel.getByRole('button', { name: 'Add Friend' }).click();
  await expect(
    ada.page.getByText(`Success! Your friend request has been sent to ${ben.name}.`),
  ).toBeVisible();
  const pending = panel.getByRole('button', { name: /^Request Pending/ });
  await expect(pending).toHaveAttribute('aria-disabled', 'true');
  // Not "In progress" any more: the request has been answered.
  await expect(pending).not.toHaveAttribute('data-pending', /.*/);
  await expect(pending).toHaveAccessibleName('Request Pending');
  await pending.focus();
  await ada.page.keyboard.press('Shift+Tab');
  await ada.page.keyboard.press('Tab');
  await expect(pending).toBeFocused();
  await expect(ada.page.getByRole('tooltip')).toHaveText('Delete pending friend request');

  // The same in the finder's table, where the row of the person is the one that changes.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  const row = ada.page
    .getByRole('row')
    .filter({ has: ada.page.getByRole('button', { name: /^Add Friend/ }) })
    .first();
  const rowName = (await row.getByRole('rowheader').textContent()) ?? '';
  await row.getByRole('button', { name: /^Add Friend/ }).click();
  const sameRow = ada.page.getByRole('row').filter({ hasText: rowName }).first();
  const rowPending = sameRow.getByRole('button', { name: /^Request Pending/ });
  await expect(rowPending).toHaveAttribute('aria-disabled', 'true');
  await expect(rowPending).not.toHaveAttribute('data-pending', /.*/);
  await expect(rowPending).toHaveAccessibleName('Request Pending');
});

test('Lobby: a line typed and sent at once, as the page arrives, is sent, never lost', async ({
  browser,
}) => {
  const ada = await signedUp(browser, 'Ada');
  const line = `Hola desde el principio ${Date.now()}`;
  await ada.page.goto('/sessions/lobby', { waitUntil: 'commit' });
  const box = ada.page.getByRole('textbox', { name: 'Message' });
  await box.pressSequentially(line);
  await box.press('Enter');
  await expect.poll(() => lobbyHas(ada.page, line)).toBe(true);
  await expect(ada.page.getByText(line)).toBeVisible();
});

test('Lobby on a phone: a line typed before the page is ready survives the switch to tabs and is sent', async ({
  browser,
}) => {
  const ada = await signedUp(browser, 'Ada');
  await ada.page.setViewportSize({ width: 375, height: 740 });
  const line = `Hola desde el móvil ${Date.now()}`;
  // The page's scripts wait until the line is typed: the first seconds of a slow phone.
  const release = await holdScripts(ada.page);
  await ada.page.goto('/sessions/lobby', { waitUntil: 'commit' });
  await ada.page.getByRole('textbox', { name: 'Message' }).fill(line);
  release();
  // Once the page knows it is narrow, the chat is a tab: the line is still in its box.
  await ada.page.getByRole('tab', { name: 'Chat' }).click();
  const box = ada.page.getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveValue(line);
  await box.press('Enter');
  await expect.poll(() => lobbyHas(ada.page, line)).toBe(true);
});

test('Notifications: a message notification opens that conversation; reading the thread raises no badge', async ({
  browser,
}) => {
  const ada = await signedUp(browser, 'Ada');
  const ben = await signedUp(browser, 'Ben');
  await api(ben.page, 'POST', '/api/text_messages', {
    message: 'Are you free on Friday?',
    target_user_id: ada.id,
    source_user_id: ben.id,
  });
  await ada.page.goto('/notifications');
  await expect(ada.page.locator('html[data-live-events="connected"]')).toHaveCount(1);
  await ada.page.getByRole('link', { name: `Open conversation with ${ben.name}` }).click();
  const thread = ada.page.getByRole('dialog', { name: `Messages with ${ben.name}` });
  await expect(thread.getByText('Are you free on Friday?')).toBeVisible();

  // Ben writes again while Ada reads the thread: she sees it there, and her badge stays down.
  await expect.poll(() => unreadCount(ada.page)).toBe(0);
  await api(ben.page, 'POST', '/api/text_messages', {
    message: 'Say 8 pm?',
    target_user_id: ada.id,
    source_user_id: ben.id,
  });
  await expect(thread.getByText('Say 8 pm?')).toBeVisible();
  expect(await unreadCount(ada.page)).toBe(0);
  // The server agrees: the thread marked both messages' notifications read.
  await expect
    .poll(
      async () =>
        (
          await api<{ unread_total: number }>(
            ada.page,
            'GET',
            `/api/users/${ada.id}/my_notifications?offset=0&limit=20`,
          )
        ).unread_total,
    )
    .toBe(0);
  await ada.page.reload();
  await expect(ada.page.locator('html[data-live-events="connected"]')).toHaveCount(1);
  expect(await unreadCount(ada.page)).toBe(0);
});

async function befriend(a: { page: Page; id: string }, b: { page: Page; id: string }) {
  const request = await api<{ friend_request_id: string }>(
    a.page,
    'POST',
    `/api/users/${a.id}/friend_requests`,
    { friend_id: b.id },
  );
  await api(b.page, 'POST', `/api/users/${b.id}/friend_requests/${request.friend_request_id}`, {
    status: 'accept',
  });
}

interface ListedSession {
  id: string;
  description: string;
  active_music_session: { participants: { user: { id: string } }[] } | null;
}

test('Create Session: an empty form creates nothing; a confirmed one is created once and handed off as created; a friend’s public session shows once; joining without the app lists nobody new', async ({
  browser,
}) => {
  const ada = await signedUp(browser, 'Ada');
  const ben = await signedUp(browser, 'Ben');
  await befriend(ada, ben);
  const mine = async () =>
    (await api<{ sessions: ListedSession[] }>(ada.page, 'GET', '/api/sessions')).sessions.filter(
      (session) => session.active_music_session?.participants[0]?.user.id === ada.id,
    );

  await ada.page.goto('/sessions/new');
  await ada.page.getByRole('button', { name: 'Create Session' }).click();
  await expect(ada.page.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
    'Describe the session, so musicians know what they are joining',
  );
  expect(await mine()).toEqual([]);

  const description = `Blues in A ${Date.now()}`;
  await ada.page.getByRole('textbox', { name: 'Description' }).fill(description);
  await ada.page.getByRole('button', { name: 'Create Session' }).click();
  const confirm = ada.page.getByRole('alertdialog', { name: 'Create this session?' });
  await expect(confirm).toContainText('A public session: any musician can find it and join.');
  await confirm.getByRole('button', { name: 'Create Session' }).dblclick();
  // Somewhere sensible: the sessions list, with the hand-off worded for a created session.
  await expect(ada.page).toHaveURL(/\/sessions$/);
  await expect(
    ada.page.getByText(
      'Your session is created and listed. Playing in it needs the Backline desktop app.',
    ),
  ).toBeVisible();
  expect((await mine()).map((session) => session.description)).toEqual([description]);

  // Ben's public session, with Ben (Ada's friend) in it: listed once, under friends.
  const bens = await api<{ session: { id: string } }>(ben.page, 'POST', '/api/sessions', {
    privacy: 1,
    description: `Funk with Ben ${Date.now()}`,
  });
  await ada.page.goto('/sessions');
  await expect(ada.page.getByRole('button', { name: /^Join Funk with Ben/ })).toHaveCount(1);
  await expect(
    ada.page
      .locator('section')
      .filter({ has: ada.page.getByRole('heading', { level: 2, name: 'Sessions with friends' }) })
      .getByRole('button', { name: /^Join Funk with Ben/ }),
  ).toHaveCount(1);

  // Ada joins from the browser, without the desktop app: Ben is still the only musician.
  await api(ada.page, 'POST', `/api/sessions/${bens.session.id}/join`, {});
  const listed = (await api<{ sessions: ListedSession[] }>(ben.page, 'GET', '/api/sessions'))
    .sessions;
  expect(
    listed
      .find((session) => session.id === bens.session.id)
      ?.active_music_session?.participants.map((p) => p.user.id),
  ).toEqual([ben.id]);
});
