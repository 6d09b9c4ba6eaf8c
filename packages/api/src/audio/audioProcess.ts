/**
 * The audio process: a child of the server (or worker) that does one CPU-bound audio task and
 * exits, so a render never blocks the server's event loop, a crash or a runaway render cannot
 * take the server down, and a timed-out job is ended by killing it. Started by runAudioTask
 * (and, for a render's tempo and pitch, by the render's own process: stretchProcess.ts).
 */
import type { AudioTask, AudioTaskMessage } from './audioTask';
import { renderMixToMp3 } from './render';
import { serveStretch } from './stretchProcess';
import { renderSongFiles } from './synth/songFiles';

/** Resolves once the message is written: disconnecting before that would lose it. */
const send = (message: object) =>
  new Promise<void>((resolve, reject) =>
    process.send?.(message, (error: Error | null) => (error ? reject(error) : resolve())),
  );

async function run(task: Exclude<AudioTask, { kind: 'stretch' }>): Promise<void> {
  switch (task.kind) {
    case 'render-mix': {
      const mix = await renderMixToMp3({ parallel: true, ...task.job }, (progress) => {
        void send({ type: 'step', progress } satisfies AudioTaskMessage);
      });
      await send({ type: 'done', result: mix } satisfies AudioTaskMessage);
      return;
    }
    case 'synthesise-song': {
      const files = await renderSongFiles(task.song, task.parts);
      await send({ type: 'done', result: files } satisfies AudioTaskMessage);
      return;
    }
  }
}

process.once('message', (task: AudioTask) => {
  if (task.kind === 'stretch') {
    serveStretch(task.settings, send);
    return;
  }
  run(task)
    .catch(async (error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      await send({ type: 'error', message } satisfies AudioTaskMessage);
    })
    .finally(() => process.disconnect?.());
});
