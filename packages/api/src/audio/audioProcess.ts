/**
 * The audio process: a child of the server (or worker) that does one CPU-bound audio task and
 * exits, so a render never blocks the server's event loop, a crash or a runaway render cannot
 * take the server down, and a timed-out job is ended by killing it. Started by runAudioTask
 * (and, for a render's tempo and pitch, by the render's own process: stretchProcess.ts).
 *
 * Each task loads only its own modules: a render's stretch process needs Rubber Band, not
 * the decoders, the encoder or the synthesiser, and every module costs start-up time.
 */
import type { AudioTask, AudioTaskMessage } from './audioTask';

/** Resolves once the message is written: disconnecting before that would lose it. */
const send = (message: object) =>
  new Promise<void>((resolve, reject) =>
    process.send?.(message, (error: Error | null) => (error ? reject(error) : resolve())),
  );

const errorMessage = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

async function run(task: Exclude<AudioTask, { kind: 'stretch' }>): Promise<void> {
  switch (task.kind) {
    case 'render-mix': {
      const { renderMixToMp3 } = await import('./render');
      const mix = await renderMixToMp3({ parallel: true, ...task.job }, (progress) => {
        void send({ type: 'step', progress } satisfies AudioTaskMessage);
      });
      await send({ type: 'done', result: mix } satisfies AudioTaskMessage);
      return;
    }
    case 'synthesise-song': {
      const { renderSongFiles } = await import('./synth/songFiles');
      const files = await renderSongFiles(task.song, task.parts);
      await send({ type: 'done', result: files } satisfies AudioTaskMessage);
      return;
    }
  }
}

// The channel to the parent closes when the parent ends, however it ends (a worker killed with
// SIGKILL included): nobody is left to take the result, so stop at once. The stretch process
// forked from here sees its own channel close in turn. A normal end disconnects after the last
// message was written, so exiting here loses nothing.
process.on('disconnect', () => process.exit());

process.once('message', (task: AudioTask) => {
  if (task.kind === 'stretch') {
    // Blocks follow the task at once: keep those that arrive while the module loads.
    const early: unknown[] = [];
    const keep = (message: unknown) => early.push(message);
    process.on('message', keep);
    import('./stretchProcess')
      .then(({ serveStretch }) => {
        process.off('message', keep);
        serveStretch(task.settings, send, early);
      })
      .catch(async (error: unknown) => {
        process.exitCode = 1;
        await send({ type: 'error', message: errorMessage(error) }).catch(() => {});
        process.disconnect?.();
      });
    return;
  }
  run(task)
    .catch(async (error: unknown) => {
      await send({ type: 'error', message: errorMessage(error) } satisfies AudioTaskMessage);
    })
    .finally(() => process.disconnect?.());
});
