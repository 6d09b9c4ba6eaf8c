import { LANGUAGES } from '@backline/domain';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { bundleModules } from './bench/bundleModules';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The browser formats messages without react-intl's ICU parser: the root loader hands them over
 * parsed (app/i18n/messages.server.ts), so the parser and its skeleton parser (≈ 6.6 kB gzip) leave
 * every page's first load for formatjs' `no-parser` build, which keeps the syntax tree's types and
 * throws if a string is ever formatted. The server keeps the parser (it parses the catalogue).
 * The one browser module allowed the real parser is the fallback catalogue's, loaded only on the
 * error page rendered without the root's data (app/i18n/fallbackMessages.ts).
 */
function messagesWithoutParser(): Plugin {
  const parser = '@formatjs/icu-messageformat-parser';
  return {
    name: 'backline:messages-without-parser',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (source !== parser || options.ssr) return null;
      if (importer?.endsWith('/app/i18n/fallbackMessages.ts')) return null;
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [
    // React Aria's own strings (a drop zone's label, a table's announcements, a toast region's
    // name…) only in the languages the app speaks: each of its components imports a dictionary of
    // 34 locales; the others resolve to an empty module in the browser build (the server keeps
    // them all). Decision 039, addendum of 2026-12-02.
    optimizeLocales.vite({ locales: LANGUAGES }),
    messagesWithoutParser(),
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
