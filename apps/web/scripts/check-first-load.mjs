#!/usr/bin/env node
/**
 * The size check of `npm test`: fails when a page route's first-load JavaScript (gzip,
 * bench/routeSizes.mjs) is over its ceiling in first-load-ceilings.json. A route's ceiling is its
 * budget (160 kB; 130 kB signed out) once it is within it; until then it is the size the route
 * had when the ceiling was last lowered, so no route can grow while the work to reach the budget
 * goes on. Bytes are deterministic for a given source, so this can be asserted (times never are).
 *
 *   node scripts/check-first-load.mjs            # check (after `npm run build`)
 *   node scripts/check-first-load.mjs --lower    # after a cut: lower ceilings to today's sizes
 *
 * `--lower` sets a ceiling 2 % above today's size (everyday fixes fit; a library newly pulled
 * onto first paint does not) and never raises one: growing a route past it means editing the
 * file by hand, in review.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { firstLoadSizes, webRoot } from '../bench/routeSizes.mjs';

const HEADROOM = 1.02;
const ceilingsFile = join(webRoot, 'first-load-ceilings.json');
const ceilings = JSON.parse(await readFile(ceilingsFile, 'utf8'));
const rows = await firstLoadSizes();

const failures = [];
for (const row of rows) {
  const budget = row.budgetKB * 1000;
  const ceiling = Math.max(budget, ceilings.routes[row.id] ?? budget);
  if (row.bytes > ceiling) {
    failures.push(
      `${row.id}: ${row.bytes} bytes of first-load JS, over its ceiling of ${ceiling} (budget ${budget})`,
    );
  }
}
const unknown = Object.keys(ceilings.routes).filter((id) => !rows.some((row) => row.id === id));

if (process.argv.includes('--lower')) {
  const routes = {};
  for (const row of rows) {
    const budget = row.budgetKB * 1000;
    const was = ceilings.routes[row.id] ?? Number.POSITIVE_INFINITY;
    const lowered = Math.min(was, Math.ceil(row.bytes * HEADROOM));
    if (lowered > budget) routes[row.id] = lowered;
  }
  await writeFile(ceilingsFile, `${JSON.stringify({ ...ceilings, routes }, null, 2)}\n`);
  console.log(
    `first-load ceilings lowered: ${Object.keys(routes).length} routes still over budget`,
  );
  process.exit(0);
}

const within = rows.filter((row) => row.bytes <= row.budgetKB * 1000).length;
console.log(
  `first-load JS: ${rows.length} routes, ${within} within budget, ${rows.length - within} held at their ceilings`,
);
if (unknown.length > 0) {
  failures.push(`ceilings for routes the build no longer has: ${unknown.join(', ')} (run --lower)`);
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`✕ ${failure}`);
  process.exit(1);
}
