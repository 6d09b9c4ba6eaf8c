import type { Random } from '../../demo/random';
import { SAMPLE_RATE } from '../format';
import { type Arrangement, midiToHz } from './song';

/**
 * A plucked string (Karplus–Strong): a burst of noise in a delay line one period long, averaged
 * on every pass, so it rings and darkens like a string. Muted after `seconds`.
 */
export function pluck(
  out: Float32Array,
  startSeconds: number,
  seconds: number,
  midi: number,
  gain: number,
  random: Random,
) {
  const period = SAMPLE_RATE / midiToHz(midi);
  const length = Math.max(2, Math.round(period));
  const line = new Float32Array(length);
  for (let i = 0; i < length; i += 1) line[i] = random.next() * 2 - 1;
  const start = Math.round(startSeconds * SAMPLE_RATE);
  const ring = Math.round(seconds * SAMPLE_RATE);
  const fade = Math.round(0.03 * SAMPLE_RATE);
  const end = Math.min(out.length, start + ring + fade);
  let index = 0;
  let previous = 0;
  for (let i = Math.max(0, start); i < end; i += 1) {
    const current = line[index]!;
    // The averaging is the string's loss; 0.996 sets how long it rings.
    line[index] = 0.996 * 0.5 * (current + previous);
    previous = current;
    index = index + 1 === length ? 0 : index + 1;
    const n = i - start;
    const damping = n < ring ? 1 : 1 - (n - ring) / fade;
    out[i]! += current * gain * damping;
  }
}

/** A chord shape: the root low (E2 and up), the triad between E3 and D#4, the root on top. */
function voicing(tones: readonly [number, number, number]): number[] {
  const inOctave = (pitchClass: number) => 52 + ((pitchClass - 52 + 120) % 12);
  const triad = tones.map(inOctave).sort((a, b) => a - b);
  const root = inOctave(tones[0]);
  return [root - 12 >= 40 ? root - 12 : root, ...triad, root + 12];
}

/**
 * Strummed chords: down on the beat, up on the off-beat; eighth-note chugs in verses,
 * a fuller pattern in choruses, a long ringing chord at the end.
 */
export function renderGuitar(arrangement: Arrangement, out: Float32Array, variant = 0): void {
  const random = arrangement.random(`guitar-${variant}`);
  const beat = arrangement.beatSeconds;
  const pattern = random.pick([
    [0, 1, 1.5, 2.5, 3, 3.5],
    [0, 1.5, 2, 2.5, 3.5],
    [0, 0.5, 1.5, 2, 3, 3.5],
  ]);
  for (const section of arrangement.sections) {
    if (section.kind === 'intro') continue;
    for (let bar = section.startBar; bar < section.startBar + section.bars; bar += 1) {
      const notes = voicing(arrangement.chords[bar]!.tones);
      const t0 = bar * arrangement.barSeconds;
      if (section.kind === 'ending') {
        notes.forEach((midi, string) => {
          pluck(out, t0 + string * 0.02, 3 * beat, midi, 0.11, random);
        });
        continue;
      }
      const hits = section.kind === 'chorus' ? pattern : [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5];
      hits.forEach((at, hit) => {
        const next = hits[hit + 1] ?? 4;
        const down = at % 1 === 0;
        const strings = section.kind === 'chorus' ? notes : notes.slice(0, 2);
        const order = down ? strings : [...strings].reverse();
        order.forEach((midi, string) => {
          const onset = t0 + at * beat + string * 0.012;
          pluck(out, onset, (next - at) * beat * 0.92, midi, down ? 0.13 : 0.1, random);
        });
      });
    }
  }
}
