/**
 * First-load JavaScript per page route, gzip: what a browser downloads before a route is
 * interactive on a cold cache — the entry, the root route and every route of the chain down to
 * the page, with the chunks each of them imports. Reads the Remix asset manifest that the server
 * build exports, so it measures the build exactly as it is served. Shared by the bench
 * (bench/first-load.mjs) and the size check in `npm test` (scripts/check-first-load.mjs).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The first-load budgets, kB (1 000 bytes) of gzip JavaScript. */
export const BUDGET_KB = { signedIn: 160, signedOut: 130 };

/**
 * Pages a signed-out visitor opens: sign-in, registration, password pages, the public song and
 * artist pages (where affiliate links land), the unsubscribe page, errors and the 404.
 */
export const SIGNED_OUT_ROUTES = new Set([
  'routes/auth.login',
  'routes/auth.register',
  'routes/auth.forget-password',
  'routes/auth.password-reset',
  'routes/auth.confirm-mail',
  'routes/jamtracks.$slug',
  'routes/artists.$slug',
  'routes/unsubscribe.$token',
  'routes/unsubscribe._index',
  'routes/errors.404',
  'routes/errors.500',
  'routes/$',
]);

export const webRoot = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(webRoot, 'build/client');

const gzipCache = new Map();
/** Gzip size of one served file, `/assets/…` (level 9, as the build's .gz twin is made). */
export async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const bytes = await readFile(join(clientDir, url.replace(/^\//, '')));
    gzipCache.set(url, gzipSync(bytes, { level: 9 }).length);
  }
  return gzipCache.get(url);
}

/**
 * Modules the root loads with a dynamic import only for a signed-in person, before hydrating (the
 * signed-in frame: app/components/Shell.tsx). The manifest does not list a dynamic import, so a
 * signed-in page's figure adds the chunk that holds each of them and every chunk it imports
 * statically — what the browser fetches before that page hydrates. A visitor's page
 * (SIGNED_OUT_ROUTES) does not.
 */
export const SIGNED_IN_LAZY_MODULES = ['app/components/SignedInShell.tsx'];

/** `/assets/x.js` and the chunks it imports statically (`import … from"./y.js"`), recursively. */
async function withStaticImports(url, found = new Set()) {
  if (found.has(url)) return found;
  found.add(url);
  const code = await readFile(join(clientDir, url.replace(/^\//, '')), 'utf8');
  const dir = url.slice(0, url.lastIndexOf('/') + 1);
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+)["']/g)) {
    await withStaticImports(dir + match[1].slice(2), found);
  }
  return found;
}

/** The files of SIGNED_IN_LAZY_MODULES' chunks with their static imports (empty if absent). */
async function signedInLazyFiles() {
  const modulesFile = join(webRoot, 'build/bundle-modules.json');
  if (!existsSync(modulesFile)) return [];
  const chunks = JSON.parse(await readFile(modulesFile, 'utf8'));
  const files = new Set();
  for (const [file, modules] of Object.entries(chunks)) {
    const ids = Object.keys(modules);
    if (SIGNED_IN_LAZY_MODULES.some((lazy) => ids.some((id) => id.endsWith(lazy)))) {
      await withStaticImports(`/${file}`, files);
    }
  }
  return [...files];
}

/** @returns {Promise<{route: string, id: string, files: number, fileList: string[], bytes: number, kB: number, budgetKB: number}[]>} */
export async function firstLoadSizes() {
  const serverBuild = join(webRoot, 'build/server/index.js');
  if (!existsSync(serverBuild)) {
    throw new Error('No build found: run `npm run build -w @backline/web` first.');
  }
  const { assets, routes: serverRoutes } = await import(pathToFileURL(serverBuild).href);

  /** The route and its parents, root first. */
  const chainOf = (routeId) => {
    const chain = [];
    for (let id = routeId; id; id = assets.routes[id]?.parentId) chain.unshift(assets.routes[id]);
    return chain;
  };
  /** Routes that render a page: leaves whose module has a component (resource routes have none). */
  const pageRoutes = Object.values(assets.routes).filter(
    (route) =>
      typeof serverRoutes[route.id]?.module.default === 'function' &&
      !Object.values(assets.routes).some((other) => other.parentId === route.id),
  );

  const signedInExtra = await signedInLazyFiles();
  const rows = [];
  for (const route of pageRoutes) {
    const files = new Set([assets.entry.module, ...assets.entry.imports]);
    for (const link of chainOf(route.id)) {
      files.add(link.module);
      for (const chunk of link.imports ?? []) files.add(chunk);
    }
    if (!SIGNED_OUT_ROUTES.has(route.id)) for (const file of signedInExtra) files.add(file);
    let bytes = 0;
    for (const file of files) bytes += await gzipBytes(file);
    rows.push({
      route: route.path ?? (route.index ? '/' : route.id),
      id: route.id,
      files: files.size,
      fileList: [...files],
      bytes,
      kB: bytes / 1000,
      budgetKB: SIGNED_OUT_ROUTES.has(route.id) ? BUDGET_KB.signedOut : BUDGET_KB.signedIn,
    });
  }
  return rows.sort((a, b) => b.bytes - a.bytes);
}
