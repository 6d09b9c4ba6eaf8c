import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Starting an audio process, apart from what it is asked to do (audioTask.ts: a render or a
// song; stretchProcess.ts: a stream of blocks to stretch), so that neither protocol imports the
// other.

/**
 * The process's script beside this module: `audioProcess.ts` when running from source (tests,
 * tsx), `audioProcess.js` from the build (tsup emits it next to the bundle that holds this).
 */
function processScript(): { script: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
    return {
      script: fileURLToPath(new URL('./audioProcess.ts', here)),
      execArgv: ['--import', tsx],
    };
  }
  return { script: fileURLToPath(new URL('./audioProcess.js', here)), execArgv: [] };
}

/** Starts an audio process (its first message must be its task). */
export function forkAudioProcess(): ChildProcess {
  const { script, execArgv } = processScript();
  return fork(script, [], {
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}
