import { SAMPLE_RATE } from '../format';
import { type MelodyNote, midiToHz } from './song';
import { sine } from './voice';

/** Formants (frequency, bandwidth, level), brightness and vibrato of a sustained melodic tone. */
interface Timbre {
  formants: readonly (readonly [number, number, number])[];
  /** Harmonic k is weighted 1 / k^rolloff before the formants. */
  rolloff: number;
  vibratoSemitones: number;
  vibratoHz: number;
  attackSeconds: number;
}

/** An open sung "ah"; a reed (saxophone, harmonica, horn); a bowed string (fiddle). */
export const TIMBRES = {
  voice: {
    formants: [
      [730, 90, 1],
      [1090, 110, 0.5],
      [2440, 170, 0.25],
    ],
    rolloff: 0.6,
    vibratoSemitones: 0.25,
    vibratoHz: 5.5,
    attackSeconds: 0.04,
  },
  reed: {
    formants: [
      [520, 120, 1],
      [1500, 200, 0.7],
      [2600, 300, 0.4],
    ],
    rolloff: 0.35,
    vibratoSemitones: 0.08,
    vibratoHz: 5,
    attackSeconds: 0.02,
  },
  bowed: {
    formants: [
      [450, 150, 0.8],
      [2300, 300, 1],
      [3300, 400, 0.5],
    ],
    rolloff: 0.5,
    vibratoSemitones: 0.2,
    vibratoHz: 6,
    attackSeconds: 0.06,
  },
} as const satisfies Record<string, Timbre>;

function formantGain(timbre: Timbre, frequency: number): number {
  let gain = 0;
  for (const [centre, width, level] of timbre.formants) {
    const x = (frequency - centre) / width;
    gain += level / (1 + x * x);
  }
  return gain;
}

const CYCLE = 2048;

/** One period of the tone at `frequency`, peak-normalised to `level`. */
function toneCycle(timbre: Timbre, frequency: number, level: number): Float32Array {
  const harmonics = Math.max(1, Math.floor(4000 / frequency));
  const cycle = new Float32Array(CYCLE + 1);
  for (let k = 1; k <= harmonics; k += 1) {
    const gain = formantGain(timbre, k * frequency) / k ** timbre.rolloff;
    for (let i = 0; i < CYCLE; i += 1) cycle[i]! += gain * sine((k * i) / CYCLE);
  }
  let peak = 0;
  for (let i = 0; i < CYCLE; i += 1) peak = Math.max(peak, Math.abs(cycle[i]!));
  for (let i = 0; i < CYCLE; i += 1) cycle[i]! *= level / peak;
  cycle[CYCLE] = cycle[0]!;
  return cycle;
}

const LN2_12 = Math.LN2 / 12;

/**
 * A sustained melodic line (the vocal line, or a reed or bowed lead): harmonics shaped by the
 * timbre's formants (one wavetable per note), vibrato that grows through each note, and a
 * short glide from the previous note.
 */
export function renderSung(
  out: Float32Array,
  notes: readonly MelodyNote[],
  beatSeconds: number,
  timbre: Timbre,
  level = 0.32,
): void {
  let previousMidi: number | null = null;
  let phase = 0;
  for (const note of notes) {
    const start = Math.round(note.start * beatSeconds * SAMPLE_RATE);
    const length = Math.round(note.beats * beatSeconds * 0.95 * SAMPLE_RATE);
    const end = Math.min(out.length, start + length);
    // A glide only between notes that follow each other closely.
    const glideFrom = previousMidi === null ? 0 : previousMidi - note.midi;
    previousMidi = note.midi;
    const base = midiToHz(note.midi);
    const cycle = toneCycle(timbre, base, level);
    for (let i = Math.max(0, start); i < end; i += 1) {
      const t = (i - start) / SAMPLE_RATE;
      const glide = glideFrom * Math.max(0, 1 - t / 0.05);
      const vibrato = timbre.vibratoSemitones * Math.min(1, t / 0.4) * sine(timbre.vibratoHz * t);
      phase += (base * Math.exp((glide + vibrato) * LN2_12)) / SAMPLE_RATE;
      phase -= Math.floor(phase);
      const position = phase * CYCLE;
      const index = position | 0;
      const a = cycle[index]!;
      const value = a + (cycle[index + 1]! - a) * (position - index);
      const attack = Math.min(1, t / timbre.attackSeconds);
      const release = Math.min(1, (end - i) / (0.06 * SAMPLE_RATE));
      out[i]! += value * attack * release;
    }
  }
}
