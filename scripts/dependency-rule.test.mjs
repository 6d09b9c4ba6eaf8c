// The dependency rule of ARCHITECTURE.md is enforced by Biome's noRestrictedImports (biome.json).
// Each case writes a short-lived probe file where the rule applies, lints it, and removes it
// (Biome's stdin mode does not report diagnostics).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const biome = fileURLToPath(new URL('../node_modules/@biomejs/biome/bin/biome', import.meta.url));

function lint(path, source) {
  const probe = join(root, path.replace(/x\.ts$/, `__dependency_rule_probe_${process.pid}__.ts`));
  mkdirSync(dirname(probe), { recursive: true });
  writeFileSync(probe, source);
  try {
    const run = spawnSync(
      process.execPath,
      [biome, 'lint', '--only=style/noRestrictedImports', probe],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(probe);
  }
}

const cases = [
  [
    'packages/domain/src/x.ts',
    "import { Button } from '@backline/ui';\nexport const x = Button;\n",
    false,
  ],
  [
    'packages/domain/src/x.ts',
    "import { app } from '@backline/api';\nexport const x = app;\n",
    false,
  ],
  [
    'packages/domain/src/x.ts',
    "import { x } from '../../ui/src/index';\nexport const y = x;\n",
    false,
  ],
  [
    'packages/domain/src/x.ts',
    "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n",
    false,
  ],
  ['packages/ui/src/x.ts', "import { app } from '@backline/api';\nexport const x = app;\n", false],
  [
    'packages/ui/src/x.ts',
    "import { x } from '@backline/web/app/root';\nexport const y = x;\n",
    false,
  ],
  [
    'packages/api/src/x.ts',
    "import { Button } from '@backline/ui';\nexport const x = Button;\n",
    false,
  ],
  [
    'packages/ui/src/x.ts',
    "import { latencyBand } from '@backline/domain';\nexport const x = latencyBand;\n",
    true,
  ],
  [
    'packages/api/src/x.ts',
    "import { latencyBand } from '@backline/domain';\nexport const x = latencyBand;\n",
    true,
  ],
  ['apps/web/app/x.ts', "import { Button } from '@backline/ui';\nexport const x = Button;\n", true],
];

for (const [path, source, allowed] of cases) {
  const from = source.match(/from '([^']+)'/)[1];
  test(`${path} ${allowed ? 'may' : 'may not'} import ${from}`, () => {
    const { ok, output } = lint(path, source);
    assert.equal(ok, allowed, output);
    if (!allowed) assert.match(output, /noRestrictedImports/);
  });
}
