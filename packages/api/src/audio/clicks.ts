import { SAMPLE_RATE } from './format';

/** Beats of the count-in: one bar of four. */
export const COUNT_IN_BEATS = 4;

const CLICK_SECONDS = 0.03;

/** A metronome click: a short decaying sine, higher on the bar's first beat. */
export function clickSound(accent: boolean): Float32Array {
  const length = Math.round(CLICK_SECONDS * SAMPLE_RATE);
  const frequency = accent ? 1_600 : 1_100;
  const level = accent ? 0.6 : 0.45;
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const t = i / SAMPLE_RATE;
    // A 1 ms attack keeps the onset from clicking in the other sense of the word.
    const attack = Math.min(1, i / (0.001 * SAMPLE_RATE));
    out[i] = level * attack * Math.exp(-t / 0.008) * Math.sin(2 * Math.PI * frequency * t);
  }
  return out;
}

/** Adds `sound` into `into` starting at sample `at` (cut at either end). */
export function addAt(into: Float32Array, sound: Float32Array, at: number): void {
  const start = Math.max(0, -at);
  const end = Math.min(sound.length, into.length - at);
  for (let i = start; i < end; i += 1) into[at + i]! += sound[i]!;
}

export interface CountIn {
  /** Samples to play before the song's audio starts. */
  lead: Float32Array;
  /** Clicks that fall after the audio has started (when the first downbeat is late in it). */
  overlay: Float32Array;
}

/**
 * The count-in at the tempo the mix plays at (the song's beats per minute times the speed):
 * `beats` clicks, the last one beat before the first downbeat. A song whose downbeat comes
 * later than the count-in's length gets part of its clicks over its own lead-in.
 */
export function renderCountIn(options: {
  bpm: number;
  speed: number;
  /** Where the first downbeat falls in the original audio, in seconds. */
  downbeatSeconds?: number;
  beats?: number;
}): CountIn {
  const beats = options.beats ?? COUNT_IN_BEATS;
  const beatSamples = (60 / (options.bpm * options.speed)) * SAMPLE_RATE;
  const downbeat = Math.round(((options.downbeatSeconds ?? 0) / options.speed) * SAMPLE_RATE);
  const span = Math.round(beats * beatSamples);
  const leadLength = Math.max(0, span - downbeat);
  const clicks = new Float32Array(leadLength + downbeat);
  for (let beat = 0; beat < beats; beat += 1) {
    const at = leadLength + downbeat - Math.round((beats - beat) * beatSamples);
    addAt(clicks, clickSound(beat === 0), at);
  }
  return { lead: clicks.subarray(0, leadLength), overlay: clicks.subarray(leadLength) };
}
