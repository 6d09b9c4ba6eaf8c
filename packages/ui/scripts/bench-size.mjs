#!/usr/bin/env node
// `npm run bench:size`: what each component costs an app (size-limit, minified + gzip, React and
// react-intl external), beside the bare react-aria-components parts it wraps. Prints, never
// asserts. Targets (ARCHITECTURE.md): within 15 % of bare react-aria-components; Avatar, Badge,
// LatencyBadge and Spinner at most 2 kB. Needs a build (`npm run build`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const sizeLimit = join(packageDir, '..', '..', 'node_modules', '.bin', 'size-limit');
const SMALL_BUDGET = 2 * 1024;
// Display widgets with the 2 kB budget of ARCHITECTURE.md (LatencyBadge is one).
const SMALL = new Set(['Avatar', 'Badge', 'LatencyBadge', 'Spinner']);
const RATIO_BUDGET = 1.15;

if (!existsSync(join(packageDir, 'dist', 'index.js'))) {
  console.error('bench:size: no dist/index.js; run `npm run build -w @backline/ui` first.');
  process.exit(1);
}

// esbuild warns once per chunk for every check (megabytes with many components): a buffer far
// above Node's 1 MiB default, or size-limit is cut off and its JSON never arrives.
const result = spawnSync(sizeLimit, ['--json'], {
  cwd: packageDir,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
let rows;
try {
  rows = JSON.parse(result.stdout);
} catch {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
if (!Array.isArray(rows)) {
  console.error(rows.error ?? rows);
  process.exit(1);
}

const size = Object.fromEntries(rows.map((row) => [row.name, row.size]));
const kB = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(2)} kB`);
const components = [
  ...new Set(rows.filter((r) => r.name.startsWith('ui:')).map((r) => r.name.slice(3))),
];

const table = components.map((component) => {
  const shipped = size[`ui:${component}`];
  const own = size[`ui-domain-shared:${component}`];
  const rac = size[`rac:${component}`];
  const notes = [];
  if (rac !== undefined) {
    notes.push(own / rac <= RATIO_BUDGET ? 'within 15 %' : 'over 15 %');
  }
  // The small budget counts the domain code the component pulls in (the domain is per module).
  if (SMALL.has(component)) notes.push(shipped <= SMALL_BUDGET ? '≤ 2 kB' : 'over 2 kB');
  return {
    component,
    '@backline/ui': kB(shipped),
    'with domain shared': kB(own),
    'bare RAC': kB(rac),
    ratio: rac === undefined ? '—' : (own / rac).toFixed(2),
    target: notes.join(', ') || '—',
  };
});

console.log(
  '@backline/ui component cost (size-limit, minified + gzip; react, react-dom, react-intl external)',
);
console.table(table);
console.log(`shared by every component and the app: react-intl ${kB(size['shared:react-intl'])},`);
console.log(
  `  @backline/domain as built today ${kB(size['shared:@backline/domain'])} (for any one import)`,
);
console.log(`styles.css (all components, one file): ${kB(size['css:styles.css'])}`);
console.log(
  "'with domain shared' treats @backline/domain as already in the app (it always is); 'ratio' compares it with bare RAC.",
);
