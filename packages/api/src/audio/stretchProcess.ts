import { forkAudioProcess } from './audioProcessFork';
import type { PlanarAudio } from './samples';
import { createStretcher, type StretchSettings } from './stretch';

/**
 * Tempo and pitch in a process of their own: Rubber Band takes about 60 % of a render, so the
 * render process decodes, mixes and encodes on one core while this stretches on the other.
 * Blocks go in order and come back in order, one answer per block.
 */
export interface AsyncStretcher {
  process(input: PlanarAudio, final: boolean): Promise<PlanarAudio>;
  free(): void;
}

type StretchRequest = { type: 'block'; samples: PlanarAudio; final: boolean };
type StretchAnswer =
  | { type: 'stretched'; samples: PlanarAudio }
  | { type: 'error'; message: string };

export async function createRemoteStretcher(settings: StretchSettings): Promise<AsyncStretcher> {
  const child = forkAudioProcess();
  const waiting: { resolve: (samples: PlanarAudio) => void; reject: (error: Error) => void }[] = [];
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    for (const entry of waiting.splice(0)) entry.reject(failure);
  };
  child.on('message', (answer: StretchAnswer) => {
    if (answer.type === 'error') fail(new Error(answer.message));
    else waiting.shift()?.resolve(answer.samples);
  });
  child.on('error', fail);
  child.on('close', (code, signal) => {
    if (waiting.length > 0) fail(new Error(`the stretch process ended (${signal ?? code})`));
  });
  child.send({ kind: 'stretch', settings });
  return {
    process(samples, final) {
      const answer = new Promise<PlanarAudio>((resolve, reject) => {
        if (failure) return reject(failure);
        waiting.push({ resolve, reject });
        child.send({ type: 'block', samples, final } satisfies StretchRequest);
      });
      // Blocks still in flight when one fails are not awaited: that must not crash the process.
      answer.catch(() => {});
      return answer;
    },
    free() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

/**
 * The stretch process's side: answers each block, in order, until the final one. `early`:
 * blocks that arrived before this was called (while its module loaded), in order.
 */
export function serveStretch(
  settings: StretchSettings,
  send: (answer: StretchAnswer) => Promise<void>,
  early: readonly unknown[] = [],
) {
  const stretcher = createStretcher(settings);
  let queue = Promise.resolve();
  const onBlock = (request: StretchRequest) => {
    queue = queue
      .then(async () => {
        const samples = (await stretcher).process(request.samples, request.final);
        const sent = send({ type: 'stretched', samples });
        if (request.final) {
          process.off('message', onBlock);
          (await stretcher).free();
          // Disconnecting before the last answer is written would lose it.
          await sent;
          process.disconnect?.();
        }
      })
      .catch(async (error: unknown) => {
        process.exitCode = 1;
        await send({
          type: 'error',
          message: error instanceof Error ? error.message : String(error),
        }).catch(() => {});
        process.disconnect?.();
      });
  };
  for (const request of early) onBlock(request as StretchRequest);
  process.on('message', onBlock);
}
