// Node side of the engine's browser tests and bench: bundles ./harness.ts with esbuild and opens it
// in headless Chromium (playwright-core, the system Chromium: never a downloaded browser). The page
// is served by request interception on http://localhost (a secure context, so AudioWorklet works);
// no server is started.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';

export const STUDIO_ORIGIN = 'http://localhost:3106';

const here = fileURLToPath(new URL('.', import.meta.url));

/** `import text from 'module?raw'` as Vite does it (worklet.ts reads signalsmith-stretch's file). */
const rawImports: Plugin = {
  name: 'raw',
  setup(builder) {
    builder.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: createRequire(`${args.resolveDir}/`).resolve(args.path.replace(/\?raw$/, '')),
      namespace: 'raw',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

export async function bundleHarness(): Promise<string> {
  const result = await build({
    entryPoints: [`${here}harness.ts`],
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    write: false,
    minify: false,
    alias: {
      '@backline/domain': fileURLToPath(
        new URL('../../../../../../packages/domain/src/index.ts', import.meta.url),
      ),
    },
    plugins: [rawImports],
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no output');
  return file.text;
}

export interface StudioBrowser {
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/**
 * Opens the harness page. `/`, `/harness.js` and `files` are answered by interception; any other
 * request on the origin goes to the network (the bench serves stems there from a real server).
 */
export async function openStudioPage(
  files: ReadonlyMap<string, { body: Buffer; contentType: string }> = new Map(),
): Promise<StudioBrowser> {
  const script = await bundleHarness();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--autoplay-policy=no-user-gesture-required', '--no-sandbox'],
  });
  const page = await browser.newPage();
  await page.route(`${STUDIO_ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = files.get(path);
    if (file) return route.fulfill({ body: file.body, contentType: file.contentType });
    if (path !== '/' && path !== '/harness.js') return route.continue();
    if (path === '/harness.js')
      return route.fulfill({ body: script, contentType: 'text/javascript' });
    return route.fulfill({
      body: '<!doctype html><title>studio engine</title><script src="/harness.js"></script>',
      contentType: 'text/html',
    });
  });
  await page.goto(`${STUDIO_ORIGIN}/`);
  await page.waitForFunction(() => Boolean(window.studioHarness));
  return { browser, page, close: () => browser.close() };
}
