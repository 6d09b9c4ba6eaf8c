import { clickSound } from '../clicks';
import { SAMPLE_RATE } from '../format';
import { asPlanar, type PlanarAudio } from '../samples';

/**
 * Test signals and measurements for the audio engine's quality checks. Measurements take one
 * channel or several: a tone, an onset or a frequency is measured on their average, a peak on
 * the loudest.
 */
type Measured = Float32Array | PlanarAudio;

/** The average of the channels (measurements; a mono signal is returned as it is). */
export function foldToMono(audio: Float32Array | PlanarAudio): Float32Array {
  const { channels, length } = asPlanar(audio);
  if (channels.length === 1) return channels[0]!;
  const out = new Float32Array(length);
  const scale = 1 / channels.length;
  for (const channel of channels)
    for (let i = 0; i < length; i += 1) out[i]! += channel[i]! * scale;
  return out;
}

export function sineWave(frequency: number, seconds: number, level = 0.5): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < out.length; i += 1) {
    out[i] = level * Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE);
  }
  return out;
}

/** Clicks every `interval` seconds from time 0 (the first one is the downbeat). */
export function clickTrain(interval: number, seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  const click = clickSound(true);
  for (let t = 0; t + 0.05 < seconds; t += interval) {
    out.set(click, Math.round(t * SAMPLE_RATE));
  }
  return out;
}

/**
 * The frequency of a steady tone between `from` and `to` seconds: upward zero crossings,
 * each placed between samples by linear interpolation, over as many whole periods as fit.
 */
export function measureFrequency(audio: Measured, from: number, to: number): number {
  const signal = foldToMono(audio);
  const crossings: number[] = [];
  const end = Math.min(signal.length - 1, Math.round(to * SAMPLE_RATE));
  for (let i = Math.round(from * SAMPLE_RATE); i < end; i += 1) {
    const a = signal[i]!;
    const b = signal[i + 1]!;
    if (a < 0 && b >= 0) crossings.push(i + a / (a - b));
  }
  if (crossings.length < 3) return 0;
  const periods = crossings.length - 1;
  return (periods * SAMPLE_RATE) / (crossings[periods]! - crossings[0]!);
}

export const cents = (frequency: number, target: number) => 1200 * Math.log2(frequency / target);

/** Onsets in seconds: where the magnitude reaches `threshold` after `gap` seconds below it. */
export function detectOnsets(audio: Measured, threshold: number, gap = 0.1): number[] {
  const signal = foldToMono(audio);
  const onsets: number[] = [];
  let lastLoud = -Number.POSITIVE_INFINITY;
  for (let i = 0; i < signal.length; i += 1) {
    if (Math.abs(signal[i]!) < threshold) continue;
    if (i - lastLoud > gap * SAMPLE_RATE) onsets.push(i / SAMPLE_RATE);
    lastLoud = i;
  }
  return onsets;
}

/** Energy of `frequency` in the signal (Goertzel), per sample. */
export function toneLevel(audio: Measured, frequency: number): number {
  const signal = foldToMono(audio);
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / SAMPLE_RATE);
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < signal.length; i += 1) {
    const s0 = signal[i]! + coefficient * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
  return Math.sqrt(power) / signal.length;
}

export function peak(audio: Measured, from = 0, to = audio.length): number {
  let max = 0;
  for (const signal of asPlanar(audio).channels) {
    for (let i = from; i < to; i += 1) max = Math.max(max, Math.abs(signal[i]!));
  }
  return max;
}

/** Level in dBFS of the root mean square of `signal` (−Infinity for silence). */
export function rmsDbfs(signal: Float32Array, from = 0, to = signal.length): number {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += signal[i]! * signal[i]!;
  return 10 * Math.log10(sum / Math.max(1, to - from));
}
