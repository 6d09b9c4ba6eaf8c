// `npm run bench -w @backline/api [-- name…]`: runs every benchmark in this folder (or those
// whose file name contains one of the names), one after the other: each prints its figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((name) => /\.(ts|mjs)$/.test(name) && name !== 'run.mjs')
  .filter((name) => wanted.length === 0 || wanted.some((part) => name.includes(part)))
  .sort();

let failed = 0;
for (const name of benches) {
  console.log(`\n== ${name}`);
  const args = name.endsWith('.ts') ? ['--import', 'tsx', join(here, name)] : [join(here, name)];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: join(here, '..') });
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
