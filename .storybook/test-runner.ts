import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';

type Globals = Record<string, string>;

/** What the preview exposes on `window` that this file uses. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: { userGlobals: { get(): Globals } } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

// packages/ui's test script runs every story once as light/ltr/en and once as dark/rtl/es
// (STORYBOOK_TEST_GLOBALS, e.g. `theme:dark;direction:rtl;locale:es`), so axe checks both themes'
// colours and the play functions run in both directions and locales.
const passGlobals: Globals = {
  theme: 'light',
  direction: 'ltr',
  locale: 'en',
  ...Object.fromEntries(
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set per pass by scripts/test-storybook.mjs
    (process.env.STORYBOOK_TEST_GLOBALS ?? '')
      .split(';')
      .filter(Boolean)
      .map((pair) => pair.split(':')),
  ),
};

/**
 * Makes the pass's globals the preview's user globals. Storybook reads `?globals=` from the URL
 * only together with a story `id`, and the runner loads a bare iframe, so the globals go through
 * the preview's channel, as the toolbar sends them. Checked before every story: a page the runner
 * reloads, or a story that changed a global, gets them back.
 */
async function applyPassGlobals(page: Page) {
  await page.waitForFunction(() => {
    const w = window as unknown as PreviewWindow;
    return Boolean(w.__STORYBOOK_PREVIEW__?.storyStoreValue && w.__STORYBOOK_ADDONS_CHANNEL__);
  });
  const applied = (expected: Globals) => {
    const current = (
      window as unknown as PreviewWindow
    ).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get();
    return Object.entries(expected).every(([key, value]) => current?.[key] === value);
  };
  const already = await page.evaluate(applied, passGlobals);
  if (already) return;
  await page.evaluate((globals) => {
    (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', {
      globals,
    });
  }, passGlobals);
  await page.waitForFunction(applied, passGlobals);
}

const config: TestRunnerConfig = {
  async preVisit(page) {
    // Stories render the way a user who asked for reduced motion sees them: transitions finish at
    // once, so the axe check after each play function never meets a half-faded colour.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await applyPassGlobals(page);
  },
  async postVisit(page, context) {
    // A failure already reported stays the reported one.
    if (context.hasFailure) return;
    // The story really ran in this pass's theme, direction and locale (or in the ones the story
    // itself pins with `globals`): a pass that silently falls back to light/ltr/en fails here.
    const story = await getStoryContext(page, context);
    const expected: Globals = {
      ...passGlobals,
      ...((story as { storyGlobals?: Globals }).storyGlobals ?? {}),
    };
    const root = await page.evaluate(() => {
      const element = document.querySelector('#storybook-root > [data-theme]');
      return (
        element && {
          theme: element.getAttribute('data-theme'),
          direction: element.getAttribute('dir'),
          locale: element.getAttribute('lang'),
        }
      );
    });
    if (!root)
      throw new Error(`${context.id}: no themed story root (#storybook-root > [data-theme])`);
    for (const key of ['theme', 'direction', 'locale'] as const) {
      if (root[key] !== expected[key]) {
        throw new Error(
          `${context.id}: the story root has ${key} "${root[key]}", this pass expects "${expected[key]}"`,
        );
      }
    }
  },
};

export default config;
