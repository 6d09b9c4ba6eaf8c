// The lines of a failed task's log that name what failed, for the end of the CI log.
//
// CI keeps only the tail of a run's output, and the reporters print their own summary of
// failures above turbo's summary and the durations table — so a red run showed that
// `@backline/web#test` failed, never which journey. ci.mjs prints these lines last.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it strips
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

// What Playwright (✘, "N failed", "[chromium] ›"), Vitest (FAIL, ×) and the Storybook
// test-runner (jest: ✕, ● story › …) print for a failed test, and the first line of its error.
const FAILURE =
  /(✘|✕|×|●|\bFAIL\b|\b\d+ failed\b|^\s*\[chromium\] ›|\b(?:Error|TimeoutError|AssertionError):|Test timeout)/;

/** At most `limit` distinct lines of `log` that report a failure, in order, turbo's prefix cut. */
export function failureLines(log, limit = 20) {
  const seen = new Set();
  const lines = [];
  for (const raw of log.split('\n')) {
    const line = raw
      .replace(ANSI, '')
      .replace(/^@[\w/-]+:[\w:-]+: /, '')
      .trimEnd();
    if (!FAILURE.test(line) || seen.has(line.trim())) continue;
    seen.add(line.trim());
    lines.push(line.length > 200 ? `${line.slice(0, 199)}…` : line);
    if (lines.length === limit) break;
  }
  return lines;
}

/** For every task of turbo's run summaries that ended with an exit code other than 0: a heading
 * and the failure lines of its log (`logFile`, relative to `root`). */
export function failedTaskReports(root, summaries) {
  const report = [];
  for (const summary of summaries) {
    for (const task of summary.tasks ?? []) {
      const exitCode = task.execution?.exitCode;
      if (exitCode == null || exitCode === 0 || !task.logFile) continue;
      const log = join(root, task.logFile);
      const lines = existsSync(log) ? failureLines(readFileSync(log, 'utf8')) : [];
      report.push('', `${task.package}#${task.task} failed; its log (${task.logFile}) says:`);
      report.push(...(lines.length > 0 ? lines : ['(no line naming a failed test)']));
    }
  }
  return report;
}
