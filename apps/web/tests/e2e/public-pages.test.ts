import type { Page } from '@playwright/test';
import {
  expect,
  followConfirmation,
  newPerson,
  partnerTraffic,
  register,
  signAffiliateAgreement,
  test,
} from './fixtures';

/*
 * The public catalogue pages affiliate links land on (decision 023), signed out. The
 * song is a demo JamTrack among those whose audio the server synthesises at start
 * (packages/api/src/audio/jamTrackAudio.ts): on a fresh server its previews may still be in
 * the making, and the page shows them as soon as they exist.
 */
const SONG = {
  slug: 'big-ray-holloway-chicago-rain',
  name: 'Chicago Rain',
  artist: 'Big Ray Holloway',
  artistSlug: 'big-ray-holloway',
};
// Previews synthesised by the worker on a busy two-core machine: more than the default minute.
test.describe.configure({ timeout: 240_000 });

/** Whether the page's preview audio element is playing (started and not paused). */
const previewPlaying = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused && !audio.ended);

test('a visitor follows a partner’s song link: previews, the artist page and the sign-up', async ({
  page,
  browser,
}) => {
  // The partner: a new person who signs the agreement (the affiliate pages are another journey).
  await register(page, newPerson('Paula'));
  const code = await signAffiliateAgreement(page, 'Paula Records');

  // A signed-out visitor in a browser of their own opens the song link.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const opened = await visitor.goto(`/jamtracks/${SONG.slug}?affiliate=${code}`);
  expect(opened?.status()).toBe(200);
  await expect(visitor).toHaveURL(new RegExp(`/jamtracks/${SONG.slug}\\?affiliate=`));
  await expect(visitor.getByRole('heading', { level: 1, name: SONG.name })).toBeVisible();
  await expect(visitor).toHaveTitle(`${SONG.name} by ${SONG.artist} (JamTrack) · Backline`);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^${SONG.name} by ${SONG.artist} as a multitrack JamTrack`),
  );
  await expect(visitor.getByText(/^\$\d+\.\d\d$/)).toBeVisible();
  expect(
    (await visitorContext.cookies()).find((cookie) => cookie.name === 'affiliate_visitor')?.value,
  ).toBe(code);

  // A preview plays, and stops again.
  const preview = visitor.getByRole('button', { name: `Preview ${SONG.name}` });
  await expect(preview).toBeVisible({ timeout: 180_000 });
  await preview.click();
  await expect(preview).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => previewPlaying(visitor), { timeout: 20_000 }).toBe(true);
  const bass = visitor.getByRole('button', { name: 'Preview Bass Guitar' });
  await bass.click();
  // One preview at a time: the bass took over from the whole mix.
  await expect(bass).toHaveAttribute('aria-pressed', 'true');
  await expect(preview).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => previewPlaying(visitor), { timeout: 20_000 }).toBe(true);
  await bass.click();
  await expect(bass).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => previewPlaying(visitor)).toBe(false);

  // The artist link leads to the artist's public page, with this song on it.
  await visitor.getByRole('link', { name: SONG.artist, exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/artists/${SONG.artistSlug}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: SONG.artist })).toBeVisible();
  await expect(visitor).toHaveTitle(`${SONG.artist}: JamTracks · Backline`);
  await expect(visitor.getByRole('link', { name: SONG.name, exact: true })).toHaveAttribute(
    'href',
    `/jamtracks/${SONG.slug}`,
  );

  // The call to action leads to the sign-up, which brings the new member back here; the
  // sign-up counts for the partner whose link the visitor followed.
  await visitor.getByRole('link', { name: 'Sign up free' }).click();
  await expect(visitor).toHaveURL(/\/auth\/register\?redirectTo=%2Fartists%2Fbig-ray-holloway$/);
  const victor = newPerson('Victor');
  await visitor.getByLabel('First name').fill(victor.firstName);
  await visitor.getByLabel('Last name').fill(victor.lastName);
  await visitor.getByLabel('Email').fill(victor.email);
  await visitor.getByLabel('Password').fill(victor.password);
  await visitor.getByText('I accept the terms of service').click();
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  // The mailed link, opened in the same browser, signs in; the first step keeps the way back,
  // and skipping it returns to the artist.
  await followConfirmation(visitor, victor.email);
  await expect(visitor).toHaveURL(/\/welcome\?redirectTo=%2Fartists%2Fbig-ray-holloway$/);
  await visitor.getByRole('link', { name: 'Skip for now' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/artists/${SONG.artistSlug}$`));
  await expect(visitor.getByRole('link', { name: 'Open the store' })).toHaveAttribute(
    'href',
    '/jamtracks',
  );
  expect(await partnerTraffic(page)).toMatchObject({ visits: 1, signups: 1 });
  await visitorContext.close();
});

test('unknown and malformed slugs answer the not-found page, signed out', async ({ page }) => {
  for (const path of [
    '/jamtracks/nobody-no-such-song',
    '/artists/nobody-at-all',
    '/jamtracks/Not%20A%20Slug',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("The page you're looking for is not found.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take me home' })).toBeVisible();
  }
});

test('the public pages speak Spanish and fit a phone', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'backline.language', value: 'es', url: baseURL ?? '' }]);
  await page.setViewportSize({ width: 360, height: 740 });
  const response = await page.goto(`/jamtracks/${SONG.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: SONG.name })).toBeVisible();
  await expect(page).toHaveTitle(`${SONG.name} de ${SONG.artist} (JamTrack) · Backline`);
  await expect(page.getByRole('heading', { level: 2, name: 'Escucha cada pista' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Regístrate gratis' })).toHaveAttribute(
    'href',
    `/auth/register?redirectTo=%2Fjamtracks%2F${SONG.slug}`,
  );
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto(`/artists/${SONG.artistSlug}`);
  await expect(
    page.getByRole('heading', { level: 2, name: `JamTracks de ${SONG.artist}` }),
  ).toBeVisible();
  await expect(page.getByText('5 JamTracks')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('a signed-in member sees the way to the store instead of the sign-up', async ({ page }) => {
  await register(page, newPerson('Mara'));
  await page.goto(`/jamtracks/${SONG.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SONG.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy it in the store' })).toHaveAttribute(
    'href',
    `/jamtracks?song=${SONG.slug}`,
  );
  await expect(page.getByRole('link', { name: 'Sign up free' })).toHaveCount(0);
});
