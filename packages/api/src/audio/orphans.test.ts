import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const tsx = createRequire(import.meta.url).resolve('tsx');
const parentScript = fileURLToPath(new URL('./test/orphanParent.ts', import.meta.url));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pids of `pid`'s children (the render's stretch process). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

/** Resolves when none of `pids` runs any more; rejects after `ms` (an event, not a delay). */
async function allGone(pids: number[], ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (pids.some(alive)) {
    if (Date.now() > deadline) throw new Error(`still running: ${pids.filter(alive).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('audio processes whose worker was killed', () => {
  it('end with it instead of rendering on for nobody (a dead worker left them behind)', async () => {
    const parent = spawn(process.execPath, ['--import', tsx, parentScript], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const renderPid = await new Promise<number>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number.parseInt(String(chunk), 10)));
      parent.once('exit', () => reject(new Error('the parent ended before the render started')));
    });
    const stretchPids = childrenOf(renderPid);
    expect(alive(renderPid)).toBe(true);

    parent.kill('SIGKILL');

    // A 10-minute render at tempo 0.8 takes far longer than this; its processes must not.
    await allGone([renderPid, ...stretchPids], 5_000);
  }, 60_000);
});
