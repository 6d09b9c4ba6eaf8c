#!/usr/bin/env node
/**
 * What each kilobyte of a route's first-load JavaScript is: per route, the gzip bytes
 * by package (and, with --modules, by source module). Each served file's gzip size is shared
 * among the modules in it in proportion to the bytes Rollup rendered for them
 * (build/bundle-modules.json, written by bench/bundleModules.ts on every client build) — an
 * estimate per module, exact per file and route. `npm run build` first.
 *
 *   node bench/bundle-report.mjs                       # every route, top packages
 *   node bench/bundle-report.mjs routes/auth.login     # one route
 *   node bench/bundle-report.mjs --modules routes/profile
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { firstLoadSizes, gzipBytes, webRoot } from './routeSizes.mjs';

const args = process.argv.slice(2);
const showModules = args.includes('--modules');
const only = args.filter((arg) => !arg.startsWith('--'));
const chunks = JSON.parse(await readFile(join(webRoot, 'build/bundle-modules.json'), 'utf8'));

/** "react-dom", "@react-aria/focus", "@backline/ui", or "app" for the web app's own code. */
function packageOf(id) {
  const inModules = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (inModules) return inModules[inModules.length - 1].replace('node_modules/', '');
  const workspace = id.match(/packages\/([^/]+)\//);
  if (workspace) return `@backline/${workspace[1]}`;
  if (id.startsWith('\0') || id.includes('vite/')) return 'vite runtime';
  return 'app';
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
for (const row of await firstLoadSizes()) {
  if (only.length > 0 && !only.includes(row.id)) continue;
  const byPackage = new Map();
  const byModule = new Map();
  for (const url of row.fileList) {
    const modules = chunks[url.replace(/^\//, '')] ?? {};
    const rendered = Object.values(modules).reduce((sum, length) => sum + length, 0);
    const gzip = await gzipBytes(url);
    for (const [id, length] of Object.entries(modules)) {
      const share = rendered > 0 ? (gzip * length) / rendered : 0;
      const name = packageOf(id);
      byPackage.set(name, (byPackage.get(name) ?? 0) + share);
      byModule.set(id, (byModule.get(id) ?? 0) + share);
    }
  }
  console.log(`\n${row.id}  ${kB(row.bytes)} (budget ${row.budgetKB} kB), ${row.files} files`);
  for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${kB(bytes).padStart(9)}  ${name}`);
  }
  if (showModules) {
    console.log('  modules:');
    for (const [id, bytes] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
      console.log(`  ${kB(bytes).padStart(9)}  ${id}`);
    }
  }
}
