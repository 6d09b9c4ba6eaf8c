/**
 * A stand-in worker for orphans.test.ts: starts a long render in an audio process the way the
 * worker does, prints that process's pid once it reports its first step, then waits to be
 * killed.
 */
import { forkAudioProcess } from '../audioProcessFork';
import { SAMPLE_RATE } from '../format';
import { sineWave } from './signals';
import { encodeWav } from './wav';

const child = forkAudioProcess();
child.on('message', (message: { type: string }) => {
  if (message.type === 'step') process.stdout.write(`${child.pid}\n`);
});
child.send({
  kind: 'render-mix',
  job: {
    stems: [{ data: encodeWav(sineWave(440, 600), SAMPLE_RATE) }],
    speed: 0.8,
    semitones: -2,
    countIn: null,
  },
});
