#!/usr/bin/env node
/**
 * First-load JavaScript per route, gzip: what a browser downloads before a route is interactive
 * on a cold cache — the entry, the root route and every route of the chain down to the page,
 * with the chunks each of them imports. Reads the Remix asset manifest that the server build
 * exports, so it measures the build exactly as it is served (`npm run build` first).
 *
 * The target (ARCHITECTURE.md, "Performance targets") is ≤ 120 kB on any route. This script
 * reports; it fails only when the build is missing, never on a figure.
 *
 *   node bench/first-load.mjs            # table of every page route
 *   node bench/first-load.mjs --json     # the same as JSON, for notes and comparisons
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 120;
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const serverBuild = join(webRoot, 'build/server/index.js');
const clientDir = join(webRoot, 'build/client');

if (!existsSync(serverBuild)) {
  console.error('No build found: run `npm run build -w @backline/web` first.');
  process.exit(1);
}

const { assets, routes: serverRoutes } = await import(pathToFileURL(serverBuild).href);

const gzipCache = new Map();
/** Gzip size of one served file (level 9, as a CDN or the server's compression would send it). */
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const bytes = await readFile(join(clientDir, url.replace(/^\//, '')));
    gzipCache.set(url, gzipSync(bytes, { level: 9 }).length);
  }
  return gzipCache.get(url);
}

/** The route and its parents, root first. */
function chainOf(routeId) {
  const chain = [];
  for (let id = routeId; id; id = assets.routes[id]?.parentId) chain.unshift(assets.routes[id]);
  return chain;
}

/** Routes that render a page: leaves whose module has a component (resource routes have none). */
const pageRoutes = Object.values(assets.routes).filter(
  (route) =>
    typeof serverRoutes[route.id]?.module.default === 'function' &&
    !Object.values(assets.routes).some((other) => other.parentId === route.id),
);

const rows = [];
for (const route of pageRoutes) {
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const link of chainOf(route.id)) {
    files.add(link.module);
    for (const chunk of link.imports ?? []) files.add(chunk);
  }
  let total = 0;
  for (const file of files) total += await gzipBytes(file);
  rows.push({
    route: route.path ?? (route.index ? '/' : route.id),
    id: route.id,
    files: files.size,
    kB: total / 1000,
  });
}
rows.sort((a, b) => b.kB - a.kB);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ targetKB: TARGET_KB, routes: rows }, null, 2));
} else {
  console.log(`First-load JS per route (gzip; target ≤ ${TARGET_KB} kB)\n`);
  for (const row of rows) {
    const flag = row.kB > TARGET_KB ? '  over target' : '';
    console.log(
      `${row.kB.toFixed(1).padStart(7)} kB  ${String(row.files).padStart(3)} files  ${row.id}${flag}`,
    );
  }
  const over = rows.filter((row) => row.kB > TARGET_KB).length;
  console.log(`\n${over} of ${rows.length} routes over ${TARGET_KB} kB`);
}
