// What a turbo step must have done for `npm test` to call it green (used by ci.mjs).
//
// turbo's own exit status is not enough: a turbo run stopped from outside (a killed CI job, a
// runner shutting down) has been seen to exit 0 with the packages' tests cut short, its run
// summary listing only the tasks that had finished. So the step is green only when every
// workspace that has the script shows its task in the summary, finished with exit code 0.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `<package name>#<script>` for every workspace (packages/*, apps/*) that has `script`. */
export function workspaceTasks(root, script) {
  const tasks = [];
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const manifest = join(dir, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      if (pkg.scripts?.[script]) tasks.push(`${pkg.name}#${script}`);
    }
  }
  return tasks.sort();
}

/** The expected tasks that no summary shows finished with exit code 0 (each named once). */
export function unfinishedTasks(expected, summaries) {
  const done = new Set();
  for (const summary of summaries) {
    for (const task of summary.tasks ?? []) {
      if (task.execution?.exitCode === 0) done.add(`${task.package}#${task.task}`);
    }
  }
  return expected.filter((task) => !done.has(task));
}
