import { cp } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  clean: true,
  minify: true,
  sourcemap: true,
  treeshake: true,
  // Dependencies and peers stay external (tsup's default): React is the app's, and one copy of
  // react-aria-components keeps its providers (I18nProvider, RouterProvider) shared with the app.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // The app merges these into its own react-intl messages: `@backline/ui/messages/en.json`.
    await cp('src/messages', 'dist/messages', {
      recursive: true,
      filter: (source) => !source.endsWith('.ts'),
    });
  },
});
