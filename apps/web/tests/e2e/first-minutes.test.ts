import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, newPerson, type Person, test } from './fixtures';

/*
 * Issue 15, "Done when": a brand-new musician's first minutes, as they would be on a phone
 * (375 px), in Spanish, by keyboard only. They open Backline at http://127.0.0.1:<port> (not
 * localhost, no PUBLIC_URL: `npm start` on a laptop), register, take the first step (/welcome:
 * instruments, place, genres), and find complete musicians (instruments and a latency) in the
 * finder. On every page checked: no sideways scroll and no axe violation. Only page.keyboard
 * moves and presses; no click.
 */

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PHONE = { width: 375, height: 740 };

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  base: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** `npm start` as a musician runs it: no PUBLIC_URL, the demo musicians, its own data. */
async function startServer(): Promise<Server> {
  const dataDir = await mkdtemp(join(tmpdir(), 'backline-e2e-first-minutes-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: 'on',
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
    base: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Quoted-printable soft line breaks and escapes, as nodemailer writes long lines. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );

/** The link to `path` in the newest e-mail to `to` this server wrote ($DATA_DIR/mail). */
async function mailedLink(server: Server, to: string, path: string): Promise<string> {
  const directory = join(server.dataDir, 'mail');
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/-]/g, '\\$&')}[^\\s"<>]*`);
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
  // Mail links name PUBLIC_URL's default (localhost); the musician stays at the address they use.
  const url = new URL(link as string);
  return `${server.base}${url.pathname}${url.search}`;
}

/** What has the keyboard's focus, for a failure message. */
function focusedDescription(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(body)';
    const name =
      element.getAttribute('aria-label') ??
      element
        .getAttribute('aria-labelledby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ') ??
      element.textContent ??
      '';
    return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[${element.getAttribute('role')}]` : ''} "${name.trim().slice(0, 40)}"`;
  });
}

/** Presses `key` (Tab by default) until `target` has the focus; fails after `limit` presses. */
async function moveFocusTo(page: Page, target: Locator, { limit = 80, key = 'Tab' } = {}) {
  await expect(target).toBeAttached();
  const went: string[] = [];
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
    went.push(await focusedDescription(page));
  }
  if (await target.evaluate((element) => element === document.activeElement)) return;
  throw new Error(`${key} never reached ${target}; it went through: ${went.join(' | ')}`);
}

/** Types into a combobox reached by Tab and picks `option` with the arrow keys and Enter. */
async function chooseByKeyboard(page: Page, field: Locator, typed: string, option: string) {
  await moveFocusTo(page, field);
  await expect(field).toBeEnabled();
  await page.keyboard.type(typed);
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(choice).toBeVisible();
  for (let press = 0; press < 20; press++) {
    await page.keyboard.press('ArrowDown');
    const focused = await choice.evaluate(
      (element) =>
        element.getAttribute('data-focused') === 'true' ||
        element.id === document.activeElement?.getAttribute('aria-activedescendant'),
    );
    if (focused) break;
  }
  await page.keyboard.press('Enter');
}

async function axeViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (result.violations as { id: string; nodes: { html: string }[] }[]).map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
    );
  });
}

/** The page is Spanish, does not scroll sideways and has no axe violation. */
async function expectSoundPage(page: Page, what: string) {
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), `${what}: axe violations`).toEqual([]);
}

/**
 * Registration, by keyboard, at the server's own address; ends on the first step (/welcome).
 * When sign-up answers "check your e-mail", the mailed confirmation link signs the musician in.
 */
async function registerByKeyboard(page: Page, server: Server, person: Person) {
  await page.goto(`${server.base}/auth/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  await expectSoundPage(page, '/auth/register');
  for (const [label, value] of [
    ['Nombre', person.firstName],
    ['Apellido', person.lastName],
    ['Correo electrónico', person.email],
    ['Contraseña', person.password],
  ] as const) {
    await moveFocusTo(
      page,
      page
        .getByRole('textbox', { name: label, exact: true })
        .or(page.getByLabel(label, { exact: true }))
        .first(),
    );
    await page.keyboard.type(value);
  }
  const terms = page.getByRole('checkbox', { name: 'Acepto las condiciones del servicio' });
  await moveFocusTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await moveFocusTo(page, page.getByRole('button', { name: 'Crear cuenta' }));
  await page.keyboard.press('Enter');
  // Sign-up answers "check your e-mail" (decision 037): the heading takes the focus.
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeFocused();
  await expectSoundPage(page, '/auth/register, revisa tu correo');
  // The mailed link's page confirms with one button, which signs the musician in.
  await page.goto(await mailedLink(server, person.email, '/auth/confirm-mail'));
  await moveFocusTo(page, page.getByRole('button', { name: 'Confirmar mi correo' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${server.base}/welcome`);
}

test.describe('a new musician’s first minutes, at 375 px, in Spanish, by keyboard only', () => {
  test.use({ viewport: PHONE, locale: 'es-ES', bypassCSP: true });

  let server: Server;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function keyboardContext(context: BrowserContext) {
    // The desktop-notification prompt is another journey's subject.
    await context.addInitScript(() =>
      window.localStorage.setItem('backline.desktopNotificationPrompt.declined', 'true'),
    );
  }

  test('registers, takes the first step and finds complete musicians near them', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await keyboardContext(context);
    const person = newPerson('Lucia');
    await registerByKeyboard(page, server, person);

    // The first step: what they play, where they are (latency is estimated from the city), genres.
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `Te damos la bienvenida a Backline, ${person.firstName} ${person.lastName}`,
      }),
    ).toBeVisible();
    await expectSoundPage(page, '/welcome');
    await chooseByKeyboard(
      page,
      page.getByRole('combobox', { name: 'Añadir un instrumento' }),
      'Bate',
      'Batería',
    );
    await expect(page.getByText('Todos los cambios guardados')).toBeVisible();
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'País' }), 'Espa', 'España');
    await chooseByKeyboard(
      page,
      page.getByRole('combobox', { name: 'Estado o región' }),
      'Madr',
      'Madrid',
    );
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'Ciudad' }), 'Madr', 'Madrid');
    const classical = page.getByRole('checkbox', { name: 'Clásica' });
    await moveFocusTo(page, classical);
    await page.keyboard.press('Space');
    await expect(classical).toBeChecked();
    await expect(page.getByText('Todos los cambios guardados')).toBeVisible();
    await expectSoundPage(page, '/welcome, filled in');

    await moveFocusTo(page, page.getByRole('link', { name: 'Buscar músicos' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${server.base}/friends`);

    // The finder: complete musicians near Madrid, each with instruments and a latency.
    const first = page.getByRole('group', { name: /^Músico 1 de \d+$/ });
    await expect(first).toBeVisible();
    await expect(
      first.getByRole('list', { name: 'Instrumentos' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(first.getByText(/\d+(,\d+)? ms/)).toBeVisible();
    await expect(page.getByText('Aún no sabemos dónde estás')).toHaveCount(0);
    await expectSoundPage(page, '/friends');
    // Still to come (issue 15): a friend request and a message by keyboard, and a session
    // created by keyboard ending on the app-not-found modal inside the window.
  });

  test('the first step reads right to left, in Spanish, with no axe violation', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await keyboardContext(context);
    await context.addInitScript(() =>
      window.localStorage.setItem(
        'backline.displayPreferences',
        JSON.stringify({ darkTheme: false, rightToLeft: true }),
      ),
    );
    await context.addCookies([
      {
        name: 'backline.displayPreferences',
        value: encodeURIComponent(JSON.stringify({ darkTheme: false, rightToLeft: true })),
        url: server.base,
      },
    ]);
    await registerByKeyboard(page, server, newPerson('Nur'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'Omitir por ahora' })).toBeVisible();
    await expectSoundPage(page, '/welcome, right to left');
    await chooseByKeyboard(
      page,
      page.getByRole('combobox', { name: 'Añadir un instrumento' }),
      'Bajo',
      'Bajo eléctrico',
    );
    await expect(page.getByText('Todos los cambios guardados')).toBeVisible();
    await expectSoundPage(page, '/welcome with an instrument, right to left');
  });
});
