import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

// globalSetup started the server before the workers: its address comes through the environment.
const baseURL = process.env.E2E_BASE_URL;
const dataDir = process.env.E2E_DATA_DIR;
if (!baseURL || !dataDir) throw new Error('Run the journeys through playwright.config.ts.');

/** An address of the benchmarking range (198.18.0.0/15), a new one for each test. */
function testClientAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return `198.${18 + ((bytes[0] ?? 0) % 2)}.${bytes[1]}.${bytes[2]}`;
}

/**
 * Resolves once the page's script has taken the document over — React's root is on it — or at
 * once on a document without Remix's script (JSON, a file). A click on a button that only a
 * script can answer does nothing before that moment, in any web app; what a person types or
 * chooses before it is kept (ui's early-input tests, and the journeys that hold the scripts back
 * to act first). A signed-in page hydrates after the `load` that `goto` waits for (its frame's
 * code is awaited first), so without this a journey could click too early.
 */
async function untilScripted(page: Page): Promise<void> {
  const scripted = () =>
    !('__remixContext' in window) ||
    Object.keys(document).some((key) => key.startsWith('__reactContainer$'));
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.waitForFunction(scripted);
      return;
    } catch (error) {
      // A page that sends the browser on (a redirect after hydration) is asked again.
      if (attempt === 3 || !String(error).includes('context was destroyed')) throw error;
    }
  }
}

/** `goto` and `reload` of this page resolve once its script runs (above), unless told 'commit'. */
function actWhenScripted(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilScripted(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilScripted(page);
    return response;
  };
}

export const test = base.extend({
  // Every page, in the test's own context (Playwright makes it with this same method) or one the
  // test makes, acts once the page's script runs.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', actWhenScripted);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(baseURL);
  },
  // Every context of a test (browser.newContext() included) sends this test's address; the
  // server trusts one proxy hop (globalSetup.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': testClientAddress() });
  },
});
export { expect };

/**
 * Calls the API as the page's signed-in person (its cookies, its origin for the CSRF check) and
 * fails the test on an error status; a 204 answers null.
 */
export async function api<T>(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, {
    method,
    headers: { origin, 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/** The page's person signs the affiliate agreement through the API; answers their affiliate code. */
export async function signAffiliateAgreement(page: Page, partnerName: string): Promise<string> {
  const me = await api<{ id: string }>(page, 'GET', '/api/me');
  const partner = await api<{ account: { id: string } }>(
    page,
    'POST',
    `/api/users/${me.id}/affiliate_partner`,
    { partner_name: partnerName, entity_type: 'Sole Proprietor' },
  );
  return partner.account.id;
}

/** The partner's newest traffic row (this month's visits and signups). */
export async function partnerTraffic(page: Page) {
  const { traffics } = await api<{ traffics: { visits: number; signups: number }[] }>(
    page,
    'GET',
    '/api/affiliate_partners/signups?per_page=10&page=0',
  );
  return traffics[0];
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A person nobody registered yet. */
export function newPerson(firstName = 'Ada'): Person {
  return {
    firstName,
    lastName: 'Lovelace',
    email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
  };
}

export async function register(page: Page, person: Person) {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByText('I accept the terms of service').click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeFocused();
  await followConfirmation(page, person.email);
  // The link leads to the first step (first-steps.test.ts); the journeys start from the profile.
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/profile');
}

/**
 * Sign-up signs nobody in (decision 037): the person opens the link mailed to them and presses
 * the confirm button (in either language), which signs them in. `base` is the origin the page
 * uses when it is not the journeys' own.
 */
export async function followConfirmation(
  page: Page,
  email: string,
  server: { base?: string; dataDir?: string } = {},
) {
  const base = server.base ?? '';
  const link = await mailedLink(email, '/auth/confirm-mail', server.dataDir);
  await page.goto(`${base}${link.pathname}${link.search}`);
  await page
    .getByRole('button', { name: /^(Confirm my email address|Confirmar mi correo)$/ })
    .click();
}

export async function signIn(page: Page, person: Pick<Person, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out through the avatar menu of the top bar. */
export async function signOut(page: Page, person: Person) {
  await page.getByRole('button', { name: `${person.firstName} ${person.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** Quoted-printable soft line breaks and escapes, as nodemailer writes long lines. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );

/**
 * The link of the newest e-mail to `to` whose link has `path`, from the .eml files the embedded
 * mail transport writes to $DATA_DIR/mail (the journeys' server's, unless another is given).
 * Waits for it: mail is sent after the answer.
 */
export async function mailedLink(
  to: string,
  path: string,
  fromDataDir: string = dataDir as string,
): Promise<URL> {
  const directory = join(fromDataDir, 'mail');
  const pattern = new RegExp(
    `https?://[^\\s"<>]+${path.replace(/[/-]/g, '\\$&')}\\?token=[^\\s"<>]+`,
  );
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(directory).catch(() => [] as string[])).sort().reverse();
        for (const name of names) {
          const message = decodeQuotedPrintable(await readFile(join(directory, name), 'utf8'));
          if (!message.includes(to)) continue;
          link = message.match(pattern)?.[0]?.replace(/&amp;/g, '&');
          if (link) return true;
        }
        return false;
      },
      { message: `an e-mail to ${to} with a link to ${path}` },
    )
    .toBe(true);
  return new URL(link as string);
}

/**
 * Holds back the page's scripts until `release` is called: the first seconds of a slow phone, when
 * the server's HTML is on screen and no script has run. Navigate with `waitUntil: 'commit'`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const scripts = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with its scripts held back, does `act` on the server's HTML (what a person does
 * before the page's script runs on a slow phone), then lets the scripts run and waits for React
 * to take the document over: what follows checks that hydration kept what `act` did.
 */
export async function actBeforeScripts(
  page: Page,
  path: string,
  act: () => Promise<void>,
): Promise<void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await act();
  release();
  await untilScripted(page);
}
