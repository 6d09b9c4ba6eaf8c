import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { unfinishedTasks, workspaceTasks } from './turboTasks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const task = (name, exitCode) => {
  const [pkg, script] = name.split('#');
  return { package: pkg, task: script, execution: { exitCode } };
};

test('every workspace with a test script is expected to test', () => {
  assert.deepEqual(workspaceTasks(root, 'test'), [
    '@backline/api#test',
    '@backline/domain#test',
    '@backline/ui#test',
    '@backline/web#test',
  ]);
});

test('a run cut short is not green: a task missing from the summary is unfinished', () => {
  const expected = ['@backline/api#test', '@backline/domain#test'];
  // What the killed CI run's summary held: domain's test only, api's never finished.
  const summaries = [{ tasks: [task('@backline/domain#test', 0), task('@backline/api#build', 0)] }];
  assert.deepEqual(unfinishedTasks(expected, summaries), ['@backline/api#test']);
});

test('a task that failed or never got an exit code is unfinished; all 0 is done', () => {
  const expected = ['a#test', 'b#test', 'c#test'];
  const summaries = [{ tasks: [task('a#test', 0), task('b#test', 1), task('c#test', null)] }];
  assert.deepEqual(unfinishedTasks(expected, summaries), ['b#test', 'c#test']);
  assert.deepEqual(
    unfinishedTasks(expected, [{ tasks: expected.map((name) => task(name, 0)) }]),
    [],
  );
});
