import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { bundleModules } from './bench/bundleModules';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    bundleModules(),
    remix({
      ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.css.ts', '**/*.server.ts', '**/__*'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  // The cold dev server would otherwise discover these one by one and reload the page each time.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react-intl',
      'react-aria-components',
      'swr',
      'zod',
    ],
  },
  build: { target: 'es2022' },
});
