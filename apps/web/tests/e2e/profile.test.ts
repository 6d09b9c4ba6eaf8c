import { expect, newPerson, register, test } from './fixtures';
import { pngImage } from './images';

test('a new musician edits the profile and it saves without a button, and stays after a reload', async ({
  page,
}) => {
  const person = newPerson('Nina');
  await register(page, person);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  const saved = () =>
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/api\/users\/[0-9a-f-]{36}$/.test(new URL(response.url()).pathname) &&
        response.ok(),
    );

  // Text saves after a pause in typing; nothing to press.
  let saving = saved();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Nina Simone');
  await page.getByRole('textbox', { name: 'Biography' }).fill('Pianist and singer from Tryon.');
  expect((await saving).request().postDataJSON()).toEqual({
    first_name: 'Nina Simone',
    biography: 'Pianist and singer from Tryon.',
  });
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Other changes save at once.
  saving = saved();
  // By keyboard: the switch's input is visually hidden under its label.
  await page.getByRole('switch', { name: 'Free sessions' }).focus();
  await page.keyboard.press('Space');
  expect((await saving).request().postDataJSON()).toEqual({ free_sessions: true });
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Nina Simone');
  await expect(page.getByRole('textbox', { name: 'Biography' })).toHaveValue(
    'Pianist and singer from Tryon.',
  );
  await expect(page.getByRole('switch', { name: 'Free sessions' })).toBeChecked();
  // The top bar names the person by the saved name.
  await expect(page.getByRole('button', { name: `Nina Simone ${person.lastName}` })).toBeVisible();
});

test('a musician uploads a photo, crops it, sees it in the top bar, then deletes it', async ({
  page,
}) => {
  const person = newPerson('Miles');
  await register(page, person);
  const topBarAvatar = page
    .getByRole('button', { name: `${person.firstName} ${person.lastName}` })
    .locator('img');

  // Too small: refused with the spec's message before anything is sent.
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a photo' }).click();
  await (await chooser).setFiles({
    name: 'tiny.png',
    mimeType: 'image/png',
    buffer: pngImage(100, 100),
  });
  await expect(page.getByText('Choose an image of at least 200x200 pixels.')).toBeVisible();

  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Choose (a|another) photo/ }).click();
  await (await chooser).setFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngImage(640, 480),
  });
  // The crop is forced: move the square with the keyboard, then save.
  const cropArea = page.getByRole('group', { name: 'Crop area' });
  await expect(cropArea).toBeFocused();
  await cropArea.press('ArrowRight');
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Success! Your avatar has been updated.')).toBeVisible();
  // The top bar shows the 88 px thumbnail (decision 010).
  await expect(topBarAvatar).toHaveAttribute('src', /\/api\/files\/avatars\/[0-9a-f-]+-88\.webp$/);
  const src = await topBarAvatar.getAttribute('src');
  const image = await page.request.get(src as string);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');

  // Still there after a reload.
  await page.reload();
  await expect(topBarAvatar).toHaveAttribute('src', src as string);

  await page.getByRole('button', { name: 'Delete photo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Success! Your avatar has been deleted.')).toBeVisible();
  await expect(topBarAvatar).toHaveCount(0);
  expect((await page.request.get(src as string)).status()).toBe(404);
});
