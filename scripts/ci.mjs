// `npm test`: the gates first (lint, types, layers), then every package's tests, and at the end a
// table of how long each step and each package's tasks took — also when a step fails.
//
//   node scripts/ci.mjs            the whole run (what CI runs)
//   node scripts/ci.mjs --gates    lint, type check, layer rules and unused exports only
//
// Each package is built once per run: turbo builds it for the first task that needs it (a type
// check needs its dependencies' declarations, a test its own build) and the second turbo run
// below replays that build from turbo's cache instead of building again.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failedTaskReports } from './failureLines.mjs';
import { unfinishedTasks, workspaceTasks } from './turboTasks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runsDir = join(root, '.turbo', 'runs');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const gates = [
  { name: 'lint (biome ci)', command: [bin('biome'), 'ci', '.'] },
  {
    name: 'type check (tsc, every package)',
    command: [bin('turbo'), 'run', 'typecheck', '--output-logs=errors-only', '--summarize'],
    tasks: workspaceTasks(root, 'typecheck'),
  },
  {
    name: 'layers and cycles (dependency-cruiser)',
    command: [
      bin('depcruise'),
      'packages',
      'apps',
      '--config',
      '.dependency-cruiser.cjs',
      '--ignore-known',
      '--output-type',
      'err',
    ],
  },
  {
    // Decision 044: every export of every package is used by code that ships, not only by tests.
    // Runs after the type check, whose build of the domain web's vite.config.ts (which knip
    // loads) needs.
    name: 'exports used outside tests (knip, every package)',
    command: [bin('knip'), '--production', '--include', 'exports,types', '--no-progress'],
  },
];
const tests = [
  { name: 'root scripts (node --test)', command: [process.execPath, '--test', 'scripts/'] },
  {
    name: 'package tests (turbo)',
    command: [bin('turbo'), 'run', 'test', '--concurrency=1', '--summarize'],
    tasks: workspaceTasks(root, 'test'),
  },
];

const steps = process.argv.includes('--gates') ? gates : [...gates, ...tests];

/** turbo's run summaries written since `since` (ms), oldest first. */
function summariesSince(since) {
  if (!existsSync(runsDir)) return [];
  return readdirSync(runsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(runsDir, name))
    .filter((path) => statSync(path).mtimeMs >= since)
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((path) => JSON.parse(readFileSync(path, 'utf8')));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const started = Date.now();
let failed = null;

for (const step of steps) {
  console.log(`\n── ${step.name}: ${step.command.map((part) => part.replace(root, '')).join(' ')}`);
  const begin = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit' });
  const ms = Date.now() - begin;
  const summaries = summariesSince(begin);
  // A turbo step is green only when every package's task finished with 0 (see turboTasks.mjs).
  const unfinished = step.tasks ? unfinishedTasks(step.tasks, summaries) : [];
  if (unfinished.length > 0) console.log(`\n${step.name}: not finished: ${unfinished.join(', ')}`);
  const ok = run.status === 0 && run.signal === null && unfinished.length === 0;
  results.push({ name: step.name, ms, ok, summaries });
  if (!ok) {
    failed = step.name;
    break;
  }
}

console.log('\n── durations');
for (const { name, ms, ok } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${seconds(ms).padStart(9)}  ${name}`);
}
for (const { name, summaries } of results) {
  for (const summary of summaries) {
    console.log(`\n${name}, per package and task (cache: HIT = replayed, not run again):`);
    const tasks = [...summary.tasks].sort((a, b) => a.execution.startTime - b.execution.startTime);
    for (const task of tasks) {
      const { startTime, endTime, exitCode } = task.execution ?? {};
      const took = startTime && endTime ? seconds(endTime - startTime) : '-';
      const state = exitCode === 0 ? 'ok  ' : exitCode == null ? '-   ' : 'FAIL';
      console.log(
        `${state}  ${took.padStart(9)}  ${task.cache.status.padEnd(4)}  ${task.package}#${task.task}`,
      );
    }
  }
}
console.log(`\ntotal ${seconds(Date.now() - started)}${failed ? `, failed at: ${failed}` : ''}`);
// Last, because CI keeps only the tail: what each failed task's own log says failed.
for (const line of failedTaskReports(
  root,
  results.flatMap(({ summaries }) => summaries),
)) {
  console.log(line);
}
