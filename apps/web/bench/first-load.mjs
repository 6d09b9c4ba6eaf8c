#!/usr/bin/env node
/**
 * First-load JavaScript per route, gzip (bench/routeSizes.mjs says what is counted), against
 * the budgets of ARCHITECTURE.md: ≤ 160 kB on every route, ≤ 130 kB on signed-out pages. This
 * script reports; it fails only when the build is missing, never on a figure — the size check in
 * `npm test` (scripts/check-first-load.mjs) is what fails on growth.
 *
 *   node bench/first-load.mjs            # table of every page route
 *   node bench/first-load.mjs --json     # the same as JSON, for notes and comparisons
 */
import { BUDGET_KB, firstLoadSizes } from './routeSizes.mjs';

let rows;
try {
  rows = await firstLoadSizes();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetKB: BUDGET_KB, routes: rows }, null, 2));
} else {
  console.log(
    `First-load JS per route (gzip; budget ≤ ${BUDGET_KB.signedIn} kB, signed-out pages ≤ ${BUDGET_KB.signedOut} kB)\n`,
  );
  for (const row of rows) {
    const flag = row.kB > row.budgetKB ? `  over ${row.budgetKB} kB` : '';
    console.log(
      `${row.kB.toFixed(1).padStart(7)} kB  ${String(row.files).padStart(3)} files  ${row.id}${flag}`,
    );
  }
  const over = rows.filter((row) => row.kB > row.budgetKB).length;
  console.log(`\n${over} of ${rows.length} routes over their budget`);
}
