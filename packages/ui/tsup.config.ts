import { existsSync, readFileSync } from 'node:fs';
import { cp, readdir, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * Every component and widget the barrel exports becomes its own entry:
 * `export { Button } from './components/Button/Button'` → `parts/Button`.
 */
function barrelEntries(): Record<string, string> {
  const barrel = readFileSync('src/index.ts', 'utf8');
  const paths = [...barrel.matchAll(/from '\.\/((?:components|widgets)\/[^']+)'/g)].map(
    (match) => match[1]!,
  );
  // A type-only export may name a plain `.ts` module (a widget's helper types).
  const source = (path: string) =>
    existsSync(`src/${path}.tsx`) ? `src/${path}.tsx` : `src/${path}.ts`;
  return Object.fromEntries(
    [...new Set(paths)].map((path) => [`parts/${basename(path)}`, source(path)]),
  );
}

// One entry per component and widget (and the sprinkles) with code splitting: dist/index.js
// re-exports from small chunks, so an app's bundler drops whatever it does not import. A
// single-file bundle would keep every top-level statement it cannot prove pure (sprinkles, …).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'parts/sprinkles': 'src/theme/sprinkles.css.ts',
    ...barrelEntries(),
  },
  format: ['esm'],
  target: 'es2022',
  splitting: true,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  minify: true,
  sourcemap: true,
  // Dependencies and peers stay external (tsup's default): React is the app's, and one copy of
  // react-aria-components keeps its providers (I18nProvider, RouterProvider) shared with the app.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // One stylesheet for the package: dist/index.css (exported as styles.css). The CSS files
    // esbuild writes beside each part are subsets of it.
    for (const file of await readdir('dist/parts')) {
      if (file.includes('.css')) await rm(`dist/parts/${file}`);
    }
    // The app merges these into its own react-intl messages: `@backline/ui/messages/en.json`.
    await cp('src/messages', 'dist/messages', {
      recursive: true,
      filter: (source) => !source.endsWith('.ts'),
    });
  },
});
