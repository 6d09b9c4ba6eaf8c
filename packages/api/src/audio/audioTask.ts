import { forkAudioProcess } from './audioProcessFork';
import type { MixRenderJob, RenderedMix, RenderProgress } from './render';
import type { StretchSettings } from './stretch';
import type { SongDescription, SynthPart } from './synth/song';
import type { SongFiles } from './synth/songFiles';

/** Work the audio process does, one task per process. */
export type AudioTask =
  | { kind: 'render-mix'; job: MixRenderJob }
  | { kind: 'synthesise-song'; song: SongDescription; parts: readonly SynthPart[] }
  // Streams blocks in and out (see stretchProcess.ts): a render's second core.
  | { kind: 'stretch'; settings: StretchSettings };

type ResultOf<T extends AudioTask> = T extends { kind: 'render-mix' } ? RenderedMix : SongFiles;
type ResultTask = Exclude<AudioTask, { kind: 'stretch' }>;

export type AudioTaskMessage =
  | { type: 'step'; progress: RenderProgress }
  | { type: 'done'; result: RenderedMix | SongFiles }
  | { type: 'error'; message: string };

export class AudioTaskError extends Error {
  override name = 'AudioTaskError';
}

export interface AudioTaskOptions {
  onStep?: (progress: RenderProgress) => void;
  /** Aborting kills the process (a job that timed out or a queue that stops). */
  signal?: AbortSignal;
}

/** Runs `task` in a new audio process and resolves with its result. */
export function runAudioTask<T extends ResultTask>(
  task: T,
  options: AudioTaskOptions = {},
): Promise<ResultOf<T>> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(options.signal.reason ?? new AudioTaskError('aborted'));
      return;
    }
    const child = forkAudioProcess();
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
      action();
    };
    const onAbort = () => {
      child.kill('SIGKILL');
      settle(() => reject(options.signal?.reason ?? new AudioTaskError('aborted')));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    // Settled once the process has exited (so no render outlives its promise), with the
    // result it sent before: 'close' comes after every message it sent was delivered.
    let result: { value: ResultOf<T> } | null = null;
    child.on('message', (message: AudioTaskMessage) => {
      if (message.type === 'step') options.onStep?.(message.progress);
      else if (message.type === 'done') result = { value: message.result as ResultOf<T> };
      else settle(() => reject(new AudioTaskError(message.message)));
    });
    child.on('error', (error) => settle(() => reject(error)));
    child.on('close', (code, signal) =>
      settle(() =>
        result
          ? resolve(result.value)
          : reject(
              new AudioTaskError(`the audio process ended (${signal ?? `exit code ${code}`})`),
            ),
      ),
    );
    child.send(task);
  });
}
