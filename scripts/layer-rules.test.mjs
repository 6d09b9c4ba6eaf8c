// The layer and cycle rules of .dependency-cruiser.cjs (docs/decisions/038-layer-rules.md) catch
// what they are meant to. Each case writes a short-lived probe file where the rule applies; one
// dependency-cruiser run checks them all (with the known-violations baseline, as `npm test` does),
// then the probes are removed.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');
const tag = `__layer_probe_${process.pid}`;

/** [name, file (x = the probe's name), source, the rule it must break or null when allowed] */
const cases = [
  [
    'a cycle',
    'packages/api/src/audio/x_a.ts',
    `import { b } from './${tag}_b';\nexport const a = () => b;\n`,
    'no-circular',
  ],
  [
    'its other half',
    'packages/api/src/audio/x_b.ts',
    `import { a } from './${tag}_a';\nexport const b = () => a;\n`,
    'no-circular',
  ],
  [
    'a service using http/',
    'packages/api/src/services/x.ts',
    "import { HttpError } from '../http/errors';\nexport const x = HttpError;\n",
    'api-http-only-from-routes',
  ],
  [
    'a job using http/',
    'packages/api/src/jobs/x.ts',
    "import { HttpError } from '../http/errors';\nexport const x = HttpError;\n",
    'api-http-only-from-routes',
  ],
  [
    'a route using SQL',
    'packages/api/src/routes/x.ts',
    "import * as schema from '../db/schema';\nexport const x = schema;\n",
    'api-routes-not-to-db',
  ],
  [
    'a job using SQL',
    'packages/api/src/jobs/x2.ts',
    "import * as schema from '../db/schema';\nexport const x = schema;\n",
    'api-jobs-call-services',
  ],
  [
    'a service calling a job',
    'packages/api/src/services/x2.ts',
    "import * as jobs from '../jobs/renewal';\nexport const x = jobs;\n",
    'api-services-not-to-routes-or-jobs',
  ],
  [
    'the database calling a service',
    'packages/api/src/db/x.ts',
    "import * as people from '../services/people';\nexport const x = people;\n",
    'api-db-is-the-bottom',
  ],
  [
    'ui importing the API',
    'packages/ui/src/x.ts',
    "import * as api from '@backline/api';\nexport const x = api;\n",
    'ui-imports-only-domain',
  ],
  [
    'the API importing ui',
    'packages/api/src/x.ts',
    "import * as ui from '@backline/ui';\nexport const x = ui;\n",
    'api-imports-only-domain',
  ],
  [
    'domain importing ui',
    'packages/domain/src/x.ts',
    "import * as ui from '@backline/ui';\nexport const x = ui;\n",
    'domain-imports-nothing-of-ours',
  ],
  [
    'domain doing I/O',
    'packages/domain/src/x2.ts',
    "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    'domain-is-pure',
  ],
  // Allowed: the layers in their direction.
  [
    'a route using http/ and a service',
    'packages/api/src/routes/x2.ts',
    "import { HttpError } from '../http/errors';\nimport * as people from '../services/people';\nexport const x = [HttpError, people];\n",
    null,
  ],
  [
    'a service using the database',
    'packages/api/src/services/x3.ts',
    "import * as schema from '../db/schema';\nexport const x = schema;\n",
    null,
  ],
  [
    'a job calling a service',
    'packages/api/src/jobs/x3.ts',
    "import * as people from '../services/people';\nexport const x = people;\n",
    null,
  ],
  [
    'ui importing domain',
    'packages/ui/src/x2.ts',
    "import * as domain from '@backline/domain';\nexport const x = domain;\n",
    null,
  ],
  [
    'web importing every package',
    'apps/web/app/x.ts',
    "import * as api from '@backline/api';\nimport * as domain from '@backline/domain';\nimport * as ui from '@backline/ui';\nexport const x = [api, domain, ui];\n",
    null,
  ],
].map(([name, file, source, rule]) => ({
  name,
  path: file.replace(/x(\w*)\.ts$/, `${tag}$1.ts`),
  source,
  rule,
}));

let violations;

before(() => {
  for (const { path, source } of cases) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const run = spawnSync(
    depcruise,
    [
      ...cases.map(({ path }) => path),
      '--config',
      '.dependency-cruiser.cjs',
      '--ignore-known',
      '--output-type',
      'json',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  assert.ok(run.stdout, `dependency-cruiser printed nothing: ${run.stderr}`);
  violations = JSON.parse(run.stdout).summary.violations;
});

after(() => {
  for (const { path } of cases) rmSync(join(root, path), { force: true });
});

for (const { name, path, rule } of cases) {
  test(`${name}: ${rule ?? 'allowed'}`, () => {
    const found = violations
      .filter(
        (violation) =>
          violation.from === path || violation.cycle?.some((step) => (step.name ?? step) === path),
      )
      .map((violation) => violation.rule.name);
    if (rule) assert.ok(found.includes(rule), `${path} should break ${rule}; found ${found}`);
    else assert.deepEqual(found, [], `${path} should be allowed`);
  });
}
