import { STUDIO_PEAK_BUCKETS } from '@backline/domain';
import { asPlanar, type PlanarAudio } from './samples';

/**
 * A track's waveform peaks for the studio (format: STUDIO_PEAK_BUCKETS in @backline/domain):
 * the song cut into `buckets` equal spans, each kept as its lowest and highest sample in signed
 * bytes (sample × 127, rounded, clamped), interleaved min, max. A bucket with no samples (a song
 * shorter than the bucket count) holds 0, 0. One lane for a stereo track too: a bucket's lowest
 * and highest sample of either channel (a hard-panned part shows its full level, and left and
 * right out of phase do not cancel into a flat line as an average would).
 */
export function computePeaks(
  audio: Float32Array | PlanarAudio,
  buckets = STUDIO_PEAK_BUCKETS,
): Uint8Array {
  const { channels, length } = asPlanar(audio);
  const out = new Int8Array(2 * buckets);
  const quantise = (value: number) => Math.max(-127, Math.min(127, Math.round(value * 127)));
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const from = Math.floor((bucket * length) / buckets);
    const to = Math.floor(((bucket + 1) * length) / buckets);
    if (to <= from) continue;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const samples of channels) {
      for (let i = from; i < to; i += 1) {
        const value = samples[i]!;
        if (value < min) min = value;
        if (value > max) max = value;
      }
    }
    // NaN (a broken decode) counts as silence.
    out[2 * bucket] = Number.isFinite(min) ? quantise(min) : 0;
    out[2 * bucket + 1] = Number.isFinite(max) ? quantise(max) : 0;
  }
  return new Uint8Array(out.buffer);
}

/** The peaks as the database and the API keep them: base64. */
export const peaksText = (peaks: Uint8Array): string => Buffer.from(peaks).toString('base64');

/** Computes and encodes in one step. */
export const peaksOf = (audio: Float32Array | PlanarAudio): string =>
  peaksText(computePeaks(audio));
