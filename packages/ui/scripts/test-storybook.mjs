#!/usr/bin/env node
// Builds the Storybook catalogue, serves the static build on a free loopback port and runs
// @storybook/test-runner against it in Chromium, twice (light/ltr/en, then dark/rtl/es): every
// story renders, every play function passes and axe finds no violation (addon-a11y
// `test: 'error'`). The server is always stopped; any failing pass fails the script.
//
//   node scripts/test-storybook.mjs               build, then test
//   node scripts/test-storybook.mjs --no-build    test the existing storybook-static
//   other arguments go to test-storybook (e.g. --includeTags, a story file filter)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const staticDir = join(repoRoot, 'storybook-static');

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const runnerArgs = args.filter((arg) => arg !== '--no-build');

function run(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServed(url, attempts = 100) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Storybook was not served at ${url}`);
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `test-storybook: no Chromium at ${chromium}. Install Debian's "chromium" or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

if (!skipBuild) {
  const built = await run(bin('storybook'), [
    'build',
    '--config-dir',
    '.storybook',
    '--output-dir',
    staticDir,
    '--quiet',
  ]);
  if (built !== 0) process.exit(built);
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(
  bin('http-server'),
  [staticDir, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'],
  {
    cwd: repoRoot,
    stdio: 'ignore',
  },
);
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

// Every story runs twice: as the defaults, and with every toolbar switch flipped.
const passes = [
  { name: 'light, ltr, en', globals: '' },
  { name: 'dark, rtl, es', globals: 'theme:dark;direction:rtl;locale:es' },
];

// Each pass also writes jest's JSON report, so the end of the log can name every failed story:
// a CI log is often read from its tail, and the first pass's failures scroll far out of it.
const reportDir = mkdtempSync(join(tmpdir(), 'backline-storybook-report-'));
const failures = [];
function collectFailures(pass, reportFile) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  for (const suite of report.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${pass.name}: ${test.fullName}`);
    if (failed.length === 0 && suite.status === 'failed') {
      failures.push(`${pass.name}: ${suite.name}: ${suite.message.split('\n')[0]}`);
    }
  }
}

let code = 1;
try {
  await waitUntilServed(`${url}/index.json`);
  code = 0;
  for (const [index, pass] of passes.entries()) {
    console.log(`\ntest-storybook: every story, ${pass.name}`);
    const reportFile = join(reportDir, `pass-${index}.json`);
    const passCode = await run(
      bin('test-storybook'),
      [
        '--url',
        url,
        '--index-json',
        '--config-dir',
        '.storybook',
        '--maxWorkers=2',
        '--json',
        '--outputFile',
        reportFile,
        ...runnerArgs,
      ],
      {
        env: {
          ...process.env,
          CHROMIUM_PATH: chromium,
          STORYBOOK_DISABLE_TELEMETRY: '1',
          STORYBOOK_TEST_GLOBALS: pass.globals,
        },
      },
    );
    if (passCode !== 0) code = passCode;
    collectFailures(pass, reportFile);
  }
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  stopServer();
}
if (failures.length > 0) {
  console.error(`\ntest-storybook: ${failures.length} failed:`);
  for (const failure of failures) console.error(`  ✕ ${failure}`);
}
rmSync(reportDir, { recursive: true, force: true });
process.exit(code);
