import { STUDIO_PEAK_BUCKETS } from '@backline/domain';

/**
 * A track's waveform peaks for the studio (format: STUDIO_PEAK_BUCKETS in @backline/domain):
 * the song cut into `buckets` equal spans, each kept as its lowest and highest sample in signed
 * bytes (sample × 127, rounded, clamped), interleaved min, max. A bucket with no samples (a song
 * shorter than the bucket count) holds 0, 0.
 */
export function computePeaks(samples: Float32Array, buckets = STUDIO_PEAK_BUCKETS): Uint8Array {
  const out = new Int8Array(2 * buckets);
  const quantise = (value: number) => Math.max(-127, Math.min(127, Math.round(value * 127)));
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const from = Math.floor((bucket * samples.length) / buckets);
    const to = Math.floor(((bucket + 1) * samples.length) / buckets);
    if (to <= from) continue;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = from; i < to; i += 1) {
      const value = samples[i]!;
      if (value < min) min = value;
      if (value > max) max = value;
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
export const peaksOf = (samples: Float32Array): string => peaksText(computePeaks(samples));
