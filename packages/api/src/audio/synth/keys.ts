import { SAMPLE_RATE } from '../format';
import { type Arrangement, midiToHz } from './song';
import { decayPerSample, type NoteSpan, noteSpan, releaseGain, sine } from './voice';

const ATTACK = 0.003 * SAMPLE_RATE;
const BODY = decayPerSample(1.6);
const BRIGHTNESS = decayPerSample(0.25);

/**
 * An electric piano: two-operator FM (modulator at the carrier's frequency) whose brightness
 * fades faster than its body, the way a tine piano sounds.
 */
function epianoNote(out: Float32Array, span: NoteSpan, midi: number, gain: number) {
  const step = midiToHz(midi) / SAMPLE_RATE;
  let body = gain;
  let brightness = 1.4 / (2 * Math.PI);
  const end = Math.min(out.length, span.start + span.held + span.release);
  for (let i = span.start, n = 0; i < end; i += 1, n += 1) {
    const phase = n * step;
    const index = 0.25 / (2 * Math.PI) + brightness;
    const value = sine(phase + index * sine(phase));
    if (i >= 0) out[i]! += value * body * Math.min(1, n / ATTACK) * releaseGain(span, n);
    body *= BODY;
    brightness *= BRIGHTNESS;
  }
}

/** Keys voicing: the triad from G3 up, plus the root an octave above in choruses. */
function voicing(tones: readonly number[], chorus: boolean): number[] {
  const notes = tones.map((pitchClass) => 55 + ((pitchClass - 55 + 120) % 12));
  return chorus ? [...notes, notes[0]! + 12] : notes;
}

/** Arpeggios in the intro and outro, held chords in verses, re-struck half notes in choruses. */
export function renderKeys(arrangement: Arrangement, out: Float32Array): void {
  const beat = arrangement.beatSeconds;
  for (const section of arrangement.sections) {
    for (let bar = section.startBar; bar < section.startBar + section.bars; bar += 1) {
      const chord = arrangement.chords[bar]!;
      const t0 = bar * arrangement.barSeconds;
      const notes = voicing(chord.tones, section.kind === 'chorus');
      if (section.kind === 'intro' || section.kind === 'outro') {
        [0, 1, 2, 1, 0, 1, 2, 1].forEach((tone, eighth) => {
          epianoNote(out, noteSpan(t0 + eighth * 0.5 * beat, beat, 0.15), notes[tone]!, 0.12);
        });
      } else if (section.kind === 'chorus') {
        for (const half of [0, 2]) {
          for (const midi of notes) {
            epianoNote(out, noteSpan(t0 + half * beat, 1.9 * beat, 0.15), midi, 0.07);
          }
        }
      } else {
        const held = section.kind === 'ending' ? 3 * beat : 3.9 * beat;
        for (const midi of notes) epianoNote(out, noteSpan(t0, held, 0.15), midi, 0.08);
      }
    }
  }
}
