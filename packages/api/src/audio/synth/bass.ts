import { SAMPLE_RATE } from '../format';
import { type Arrangement, midiToHz } from './song';
import { decayPerSample, type NoteSpan, noteSpan, releaseGain, sine } from './voice';

const HARMONICS = [1, 0.5, 0.28, 0.16, 0.09, 0.05];
const ATTACK = 0.004 * SAMPLE_RATE;
const BODY = decayPerSample(0.6);
/** Higher harmonics die faster, as on a plucked string. */
const HARMONIC_DECAY = HARMONICS.map((_, k) => decayPerSample(1 / (2 * k + 1e-9)));

function bassNote(out: Float32Array, span: NoteSpan, midi: number, gain: number) {
  const step = midiToHz(midi) / SAMPLE_RATE;
  const levels = HARMONICS.slice();
  let body = gain;
  const end = Math.min(out.length, span.start + span.held + span.release);
  for (let i = span.start, n = 0; i < end; i += 1, n += 1) {
    let sum = 0;
    const phase = n * step;
    for (let k = 0; k < HARMONICS.length; k += 1) {
      sum += levels[k]! * sine((k + 1) * phase);
      levels[k]! *= HARMONIC_DECAY[k]!;
    }
    if (i >= 0) out[i]! += sum * body * Math.min(1, n / ATTACK) * releaseGain(span, n);
    body *= BODY;
  }
}

/** Roots in quarters (eighths in choruses), with a fifth and an octave now and then. */
export function renderBass(arrangement: Arrangement, out: Float32Array): void {
  const random = arrangement.random('bass');
  const beat = arrangement.beatSeconds;
  for (const section of arrangement.sections) {
    for (let bar = section.startBar; bar < section.startBar + section.bars; bar += 1) {
      const chord = arrangement.chords[bar]!;
      // The root between G1 and F#2.
      const root = 31 + ((chord.tones[0] - 7 + 12) % 12);
      const t0 = bar * arrangement.barSeconds;
      if (section.kind === 'ending') {
        bassNote(out, noteSpan(t0, 2 * beat, 0.04), root, 0.32);
        continue;
      }
      const step = section.kind === 'chorus' ? 0.5 : 1;
      for (let at = 0; at < 4; at += step) {
        const midi = at === 3 && random.chance(0.4) ? root + 7 : at === 2.5 ? root + 12 : root;
        bassNote(out, noteSpan(t0 + at * beat, step * beat * 0.9, 0.04), midi, 0.26);
      }
    }
  }
}
