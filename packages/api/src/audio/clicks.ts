import { COUNT_IN_BEATS_PER_BAR, COUNT_IN_CLICK_DBFS, countInClickLevels } from '@backline/domain';
import { SAMPLE_RATE } from './format';

const CLICK_SECONDS = 0.03;

/**
 * A metronome click: a short decaying sine, higher on the bar's first beat, whose peak is
 * `peakLevel` (linear; the domain's count-in level by default).
 */
export function clickSound(
  accent: boolean,
  peakLevel = 10 ** (COUNT_IN_CLICK_DBFS / 20),
): Float32Array {
  const length = Math.round(CLICK_SECONDS * SAMPLE_RATE);
  const frequency = accent ? 1_600 : 1_100;
  const out = new Float32Array(length);
  let peak = 0;
  for (let i = 0; i < length; i += 1) {
    const t = i / SAMPLE_RATE;
    // A 1 ms attack keeps the onset from clicking in the other sense of the word.
    const attack = Math.min(1, i / (0.001 * SAMPLE_RATE));
    out[i] = attack * Math.exp(-t / 0.008) * Math.sin(2 * Math.PI * frequency * t);
    peak = Math.max(peak, Math.abs(out[i]!));
  }
  const scale = peak > 0 ? peakLevel / peak : 0;
  for (let i = 0; i < length; i += 1) out[i]! *= scale;
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
 * `beats` equal clicks (beat one accented on request), the last one beat before the first
 * downbeat. A song whose downbeat comes
 * later than the count-in's length gets part of its clicks over its own lead-in.
 */
export function renderCountIn(options: {
  bpm: number;
  speed: number;
  /** Where the first downbeat falls in the original audio, in seconds. */
  downbeatSeconds?: number;
  beats?: number;
  /** Beat one clicks higher and louder (the domain's accent); off, all four are the same. */
  accent?: boolean;
}): CountIn {
  const beats = options.beats ?? COUNT_IN_BEATS_PER_BAR;
  const levels = countInClickLevels(beats, options.accent ?? false);
  const beatSamples = (60 / (options.bpm * options.speed)) * SAMPLE_RATE;
  const downbeat = Math.round(((options.downbeatSeconds ?? 0) / options.speed) * SAMPLE_RATE);
  const span = Math.round(beats * beatSamples);
  const leadLength = Math.max(0, span - downbeat);
  const clicks = new Float32Array(leadLength + downbeat);
  for (let beat = 0; beat < beats; beat += 1) {
    const at = leadLength + downbeat - Math.round((beats - beat) * beatSamples);
    const accented = beat === 0 && options.accent === true;
    addAt(clicks, clickSound(accented, levels[beat]), at);
  }
  return { lead: clicks.subarray(0, leadLength), overlay: clicks.subarray(leadLength) };
}
