import type { Page } from '@playwright/test';
import { expect, followConfirmation, newPerson, type Person, test } from './fixtures';

/*
 * A new musician's first minutes (decision 026): sign-up leads to the first step
 * (instruments, place, genres, saved as they change, skippable), then to the finder, which shows
 * demo musicians — near them when their city is known, else active musicians who play something,
 * saying why — and loads the next page as they near the end of the list, without "Load more".
 */

async function signUp(page: Page, person: Person) {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByText('I accept the terms of service').click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await followConfirmation(page, person.email);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Welcome to Backline, ${person.firstName} ${person.lastName}`,
    }),
  ).toBeVisible();
}

/**
 * Types the start of a choice into a combobox, as a person does, and picks it; a place field
 * then shows it (the instrument field empties for the next one).
 */
async function choose(page: Page, field: string, option: string, shows = true) {
  const combobox = page.getByRole('combobox', { name: field });
  await expect(combobox).toBeEnabled();
  await combobox.click();
  await combobox.pressSequentially(option.slice(0, 4));
  await page.getByRole('option', { name: option, exact: true }).click();
  if (shows) await expect(combobox).toHaveValue(option);
}

const PAGE_ROWS = 20;

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a new musician says what they play and where they are, then finds musicians near them, page after page', async ({
    page,
  }) => {
    await signUp(page, newPerson('Rosa'));
    await expect(page.getByText('estimated from your city')).toBeVisible();

    await choose(page, 'Add an instrument', 'Drums', false);
    await expect(page.getByText('All changes saved')).toBeVisible();
    await choose(page, 'Country', 'Spain');
    await choose(page, 'State or Region', 'Madrid');
    await choose(page, 'City', 'Madrid');
    await expect(page.getByText('All changes saved')).toBeVisible();
    const profile = await page.evaluate(async () => {
      const me = (await (await fetch('/api/me')).json()) as { id: string };
      return (await (await fetch(`/api/users/${me.id}/profile`)).json()) as {
        city: string;
        instruments: { instrument_id: string }[];
      };
    });
    expect(profile.city).toBe('Madrid');
    expect(profile.instruments.map((instrument) => instrument.instrument_id)).toEqual(['drums']);

    await page.getByRole('link', { name: 'Find musicians' }).click();
    await expect(page).toHaveURL(/\/friends$/);
    const table = page
      .getByRole('grid', { name: 'Musicians' })
      .or(page.getByRole('table', { name: 'Musicians' }));
    const rows = table.getByRole('row');
    // The header and a full first page of demo musicians, found by latency from Madrid.
    await expect(rows).toHaveCount(PAGE_ROWS + 1);
    await expect(page.getByText("We don't know where you are yet")).toHaveCount(0);
    await expect(table.getByText(/ms/).first()).toBeVisible();

    // Nearing the end of the list loads the next page: no "Load more" pressed.
    await rows.nth(PAGE_ROWS - 4).scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(2 * PAGE_ROWS + 1);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a new musician skips the first step and finds active musicians, told why, card after card', async ({
    page,
  }) => {
    await signUp(page, newPerson('Sol'));
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/friends$/);

    await expect(page.getByText("We don't know where you are yet")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add your city' })).toBeVisible();
    const position = (n: number, total: number) =>
      page.getByRole('group', { name: `Musician ${n} of ${total}` });
    await expect(position(1, PAGE_ROWS)).toBeVisible();
    // Demo musicians who play something, never the empty accounts of other journeys.
    await expect(position(1, PAGE_ROWS).getByRole('listitem').first()).toBeVisible();

    // Five cards before the end (card 16 of 20) the next page loads, nothing pressed but Next.
    const next = page.getByRole('button', { name: 'Next' });
    for (let card = 1; card < PAGE_ROWS - 4; card += 1) await next.click();
    await expect(position(PAGE_ROWS - 4, 2 * PAGE_ROWS)).toBeVisible();
    await expect(position(2 * PAGE_ROWS, 2 * PAGE_ROWS)).toBeAttached();
  });
});
