import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

// A page form sent to the address the page came from is same-origin when PUBLIC_URL
// is not set (127.0.0.1, the machine's LAN address); with PUBLIC_URL set only its origin is.
// A cross-site form POST to any page action is refused with 403, never a 500, and a
// sign-in never sends the browser to another site.

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const routesDirectory = join(webRoot, 'app', 'routes');

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The machine's first non-loopback IPv4 address (a LAN address), if it has one. */
function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

/**
 * `npm start` as a musician runs it: the built app without PUBLIC_URL, on its own port and data
 * directory (the shared server of globalSetup has PUBLIC_URL set).
 */
async function startWithoutPublicUrl(): Promise<{
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'backline-e2e-origin-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    ROLE: 'all',
  };
  delete env.PUBLIC_URL;
  const child: ChildProcess = spawn(process.execPath, ['build/server/start.js'], {
    cwd: webRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      log.push(chunk.toString());
      if (log.join('').includes('Backline is running at')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`The server exited (${code}) before it was running:\n${log.join('')}`)),
    );
  });
  return {
    port,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers through the page's form at `base`, follows the mailed link (written to the server's
 * `dataDir`), signs out and signs in again, all at `base`.
 */
async function registerAndSignIn(page: Page, base: string, dataDir: string, person: Person) {
  await page.goto(`${base}/auth/register`);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByText('I accept the terms of service').click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  // The mailed link leads to the first step, at the same address.
  await followConfirmation(page, person.email, { base, dataDir });
  await expect(page).toHaveURL(`${base}/welcome`);
  await page.goto(`${base}/profile`);
  await expect(page.getByTestId('profile-email')).toHaveText(person.email);

  await signOut(page, person);
  await expect(page).toHaveURL(`${base}/auth/login`);
  await page.goto(`${base}/profile`);
  await expect(page).toHaveURL(`${base}/auth/login?redirectTo=%2Fprofile`);
  await signIn(page, person);
  await expect(page).toHaveURL(`${base}/profile`);
  await expect(page.getByTestId('profile-email')).toHaveText(person.email);
}

test.describe('opened at another address than localhost, without PUBLIC_URL', () => {
  let server: { port: number; dataDir: string; stop: () => Promise<void> };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startWithoutPublicUrl();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const addresses = ['127.0.0.1', ...(lanAddress() ? [lanAddress() as string] : [])];
  for (const address of addresses) {
    test(`a musician registers, signs out and signs in at http://${address}:<port>`, async ({
      page,
    }) => {
      await registerAndSignIn(
        page,
        `http://${address}:${server.port}`,
        server.dataDir,
        newPerson('Rosa'),
      );
    });

    // At a LAN address over plain HTTP the page is not a secure context: crypto.randomUUID is
    // missing there, and the lobby used it for each line's key (the line was lost).
    test(`a lobby line is posted and shown at http://${address}:<port>`, async ({ browser }) => {
      const context = await browser.newContext();
      await context.addInitScript(() =>
        window.localStorage.setItem('backline.desktopNotificationPrompt.declined', 'true'),
      );
      const page = await context.newPage();
      const base = `http://${address}:${server.port}`;
      await registerAndSignIn(page, base, server.dataDir, newPerson('Lia'));
      await page.goto(`${base}/sessions/lobby`);
      const line = `Hello from ${address}`;
      const box = page.getByRole('textbox', { name: 'Message' });
      await box.fill(line);
      await box.press('Enter');
      await expect(page.getByText(line).first()).toBeVisible();
      await expect(box).toHaveValue('');
      const stored = await page.request.get(`${base}/api/chat?start=0&limit=10`);
      expect(JSON.stringify(await stored.json())).toContain(line);
      await context.close();
    });

    test(`without JavaScript too, at http://${address}:<port>`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const base = `http://${address}:${server.port}`;
      const person = newPerson('Tomas');
      await page.goto(`${base}/auth/register`);
      await page.getByLabel('First name').fill(person.firstName);
      await page.getByLabel('Last name').fill(person.lastName);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password').fill(person.password);
      await page.locator('input[name="terms"]').check({ force: true });
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
      await followConfirmation(page, person.email, { base, dataDir: server.dataDir });
      await expect(page).toHaveURL(`${base}/welcome`);
      await page.goto(`${base}/auth/logout`);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(`${base}/auth/login`);
      await signIn(page, person);
      await expect(page).toHaveURL(`${base}/profile`);
      await context.close();
    });
  }

  test('a form from another site, or from another address of the machine, is refused with 403', async ({
    request,
  }) => {
    const target = `http://127.0.0.1:${server.port}/auth/login`;
    for (const origin of ['https://evil.example', `http://localhost:${server.port}`]) {
      const answer = await request.post(target, {
        headers: { origin },
        form: { email: 'someone@example.com', password: 'correct horse battery' },
        maxRedirects: 0,
      });
      expect(answer.status(), origin).toBe(403);
    }
  });
});

test.describe('with PUBLIC_URL set (the shared server: http://localhost:<port>)', () => {
  test('a form sent from another address than PUBLIC_URL is refused with 403', async ({
    request,
    baseURL,
  }) => {
    const other = new URL(baseURL as string);
    other.hostname = '127.0.0.1';
    const answer = await request.post(`${other.origin}/auth/login`, {
      headers: { origin: other.origin },
      form: { email: 'someone@example.com', password: 'correct horse battery' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
  });
});

/** The route files that export an action, as the paths a form posts to. */
async function pageActionPaths(): Promise<string[]> {
  const files = await readdir(routesDirectory);
  const paths: string[] = [];
  for (const file of files) {
    if (!/\.tsx?$/.test(file) || /\.(test|server|css)\.tsx?$/.test(file)) continue;
    const source = await readFile(join(routesDirectory, file), 'utf8');
    const exportsAction =
      /export\s+(async\s+)?function\s+action\b/.test(source) ||
      /export\s+(const|let)\s+action\b/.test(source) ||
      /export\s*\{[^}]*\baction\b[^}]*\}/.test(source);
    if (!exportsAction) continue;
    // Remix's flat routes: dots are slashes, `$name` a parameter, `_index` the index, a trailing
    // `_` opts out of the parent's layout, a leading `_` is a layout without a path segment.
    const segments = file
      .replace(/\.tsx?$/, '')
      .split('.')
      .filter((segment) => segment !== '_index' && !segment.startsWith('_'))
      .map((segment) => segment.replace(/_$/, ''))
      .map((segment) => (segment.startsWith('$') ? 'x' : segment));
    paths.push(`/${segments.join('/')}`);
  }
  return paths.sort();
}

test('every page action answers a cross-site form post with 403, with and without single fetch', async ({
  request,
  page,
}) => {
  const paths = await pageActionPaths();
  // The list comes from the route files: a sign that it found them, not an exact count.
  expect(paths).toEqual(expect.arrayContaining(['/auth/login', '/auth/logout', '/auth/register']));

  // Signed in, so that actions which need a person get as far as they can.
  const person = newPerson('Vera');
  await register(page, person);
  const cookie = (await page.context().cookies())
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');

  for (const path of paths) {
    for (const url of [path, path === '/' ? '/_root.data' : `${path}.data`]) {
      for (const headers of [
        { origin: 'https://evil.example' } as Record<string, string>,
        { origin: 'https://evil.example', cookie },
        { origin: 'null', cookie },
      ]) {
        const answer = await request.post(url, {
          headers,
          form: { email: person.email, password: person.password, language: 'es', theme: 'dark' },
          maxRedirects: 0,
        });
        expect(answer.status(), `POST ${url} from ${headers.origin}`).toBe(403);
      }
    }
  }
  // Still signed in: the cross-site sign-out did nothing.
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(person.email);
});

test.describe('sign-in never leaves the site', () => {
  const targets = ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%0D%0A%2Fevil.example'];

  test('through the form, a target with a tab or line break goes to the profile', async ({
    page,
    baseURL,
  }) => {
    const person = newPerson('Iris');
    await register(page, person);
    await signOut(page, person);
    for (const target of targets) {
      const visit = await page.goto(`/auth/login?redirectTo=${target}`);
      expect(visit?.status(), target).toBeLessThan(400);
      await signIn(page, person);
      await expect(page).toHaveURL(`${baseURL}/profile`);
      await signOut(page, person);
    }
  });

  test('signed in, the sign-in page sends a bad target to the profile, never a 500', async ({
    page,
    baseURL,
  }) => {
    await register(page, newPerson('Jon'));
    for (const target of targets) {
      const visit = await page.goto(`/auth/login?redirectTo=${target}`);
      expect(visit?.status(), target).toBe(200);
      await expect(page).toHaveURL(`${baseURL}/profile`);
    }
    // A path of this site is still where the person goes.
    await page.goto('/auth/login?redirectTo=%2Fprofile%3Fsection%3Ddisplay');
    await expect(page).toHaveURL(`${baseURL}/profile?section=display`);
  });
});
