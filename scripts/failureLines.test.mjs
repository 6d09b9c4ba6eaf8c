import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { failedTaskReports, failureLines } from './failureLines.mjs';

test("a failed journey's file, line and title reach the end of the log", () => {
  const log = [
    '@backline/web:test:   ✓  12 [chromium] › tests/e2e/store.test.ts:20:3 › buys a JamTrack (9.1s)',
    '@backline/web:test:   \u001b[31m✘  13 [chromium] › tests/e2e/auth.test.ts:164:3 › demo sign-in (20.3s)\u001b[39m',
    '@backline/web:test:     Error: expect(locator).toBeVisible() failed',
    '@backline/web:test:   1 failed',
    '@backline/web:test:     [chromium] › tests/e2e/auth.test.ts:164:3 › demo sign-in',
    '@backline/web:test:   80 passed (24.4m)',
  ].join('\n');
  assert.deepEqual(failureLines(log), [
    '  ✘  13 [chromium] › tests/e2e/auth.test.ts:164:3 › demo sign-in (20.3s)',
    '    Error: expect(locator).toBeVisible() failed',
    '  1 failed',
    '    [chromium] › tests/e2e/auth.test.ts:164:3 › demo sign-in',
  ]);
});

test('Vitest and Storybook failures are named; a repeated line once; the count is capped', () => {
  const log = [
    ' FAIL  src/components/Button.test.tsx > Button > presses',
    ' FAIL  src/components/Button.test.tsx > Button > presses',
    '  ✕ Components/PlanPicker Keyboard (1203 ms)',
    ' ✓ src/ok.test.ts (3 tests)',
  ].join('\n');
  assert.deepEqual(failureLines(log), [
    ' FAIL  src/components/Button.test.tsx > Button > presses',
    '  ✕ Components/PlanPicker Keyboard (1203 ms)',
  ]);
  const many = Array.from({ length: 50 }, (_, i) => `✘ ${i}`).join('\n');
  assert.equal(failureLines(many, 5).length, 5);
});

test('a green log has nothing to say', () => {
  assert.deepEqual(failureLines(' ✓ src/ok.test.ts (3 tests)\n  81 passed (24.4m)'), []);
});

test("each failed task of turbo's summaries is reported from its own log", () => {
  const root = mkdtempSync(join(tmpdir(), 'ci-'));
  mkdirSync(join(root, 'apps/web/.turbo'), { recursive: true });
  writeFileSync(
    join(root, 'apps/web/.turbo/turbo-test.log'),
    '@backline/web:test:   ✘  3 [chromium] › tests/e2e/a.test.ts:9:3 › signs in (2s)\n',
  );
  const task = (name, exitCode, logFile) => ({
    package: name,
    task: 'test',
    logFile,
    execution: { exitCode },
  });
  const summaries = [
    {
      tasks: [
        task('@backline/ui', 0, 'packages/ui/.turbo/turbo-test.log'),
        task('@backline/web', 1, 'apps/web/.turbo/turbo-test.log'),
        task('@backline/api', 1, 'packages/api/.turbo/turbo-test.log'),
      ],
    },
  ];
  assert.deepEqual(failedTaskReports(root, summaries), [
    '',
    '@backline/web#test failed; its log (apps/web/.turbo/turbo-test.log) says:',
    '  ✘  3 [chromium] › tests/e2e/a.test.ts:9:3 › signs in (2s)',
    '',
    '@backline/api#test failed; its log (packages/api/.turbo/turbo-test.log) says:',
    '(no line naming a failed test)',
  ]);
});
