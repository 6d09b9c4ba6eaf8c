// `npm pack` in packages/domain makes a tarball whose exports resolve from a scratch project.
// The tarball is unpacked into a scratch node_modules (zod linked from ours, so the test needs no
// network) and imported by Node and type-checked by tsc, as a consumer would.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = resolve(__dirname, '..');
const repoRoot = resolve(packageDir, '../..');
let scratch: string;

beforeAll(() => {
  // `npm test` (turbo) builds the package before its tests, once: the pack skips the prepack
  // rebuild. A lone run of this file builds what is missing.
  if (!existsSync(join(packageDir, 'dist', 'index.js'))) {
    execFileSync('npm', ['run', 'build'], { cwd: packageDir, stdio: 'pipe' });
  }
  scratch = mkdtempSync(join(tmpdir(), 'backline-domain-pack-'));
  execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', scratch, '--silent'], {
    cwd: packageDir,
    stdio: 'pipe',
  });
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  const installed = join(scratch, 'node_modules/@backline/domain');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(scratch, tarball), '-C', installed, '--strip-components=1']);
  symlinkSync(join(repoRoot, 'node_modules/zod'), join(scratch, 'node_modules/zod'), 'dir');
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ type: 'module', private: true }));
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the published @backline/domain tarball', () => {
  it('contains only the built files, the README and package.json', () => {
    const files = readdirSync(join(scratch, 'node_modules/@backline/domain')).sort();
    expect(files).toEqual(['README.md', 'dist', 'package.json']);
  });

  it('resolves its exports from a scratch project at run time', () => {
    const script = [
      "import { latencyBand, PEOPLE_PAGE_SIZE, formatUsd } from '@backline/domain';",
      'console.log(JSON.stringify([latencyBand({ ars_internet_latency: 25, audio_latency: 10 }), PEOPLE_PAGE_SIZE, formatUsd(300)]));',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: scratch,
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual(['GOOD', 20, '$3.00']);
  });

  it('resolves its type declarations for a TypeScript consumer', () => {
    writeFileSync(
      join(scratch, 'consumer.ts'),
      "import { latencyBand, type LatencyBand } from '@backline/domain';\nexport const band: LatencyBand = latencyBand({ ars_internet_latency: 1, audio_latency: 2 });\n",
    );
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    const run = () =>
      execFileSync(
        process.execPath,
        [
          tsc,
          '--noEmit',
          '--strict',
          '--module',
          'nodenext',
          '--moduleResolution',
          'nodenext',
          '--skipLibCheck',
          'consumer.ts',
        ],
        { cwd: scratch, encoding: 'utf8' },
      );
    expect(run).not.toThrow();
    // A whole tsc run: seconds on a quiet machine, much more on a busy CI box. Not a timing check.
  }, 120_000);
});
