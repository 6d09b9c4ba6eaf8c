import {
  decodePeaks,
  STUDIO_PEAK_BUCKETS,
  STUDIO_PEAK_BYTES,
  STUDIO_PEAKS_BASE64_LENGTH,
} from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from './format';
import { computePeaks, peaksOf } from './peaks';
import { planar } from './samples';
import { sineWave } from './test/signals';

describe('waveform peaks', () => {
  it('keeps each bucket’s lowest and highest sample as signed bytes, interleaved', () => {
    const samples = new Float32Array([0.5, -0.25, 1.5, -2, 0, 0, 0.1, 0.2]);
    expect([...new Int8Array(computePeaks(samples, 4).buffer)]).toEqual([
      -32, 64, -127, 127, 0, 0, 13, 25,
    ]);
  });

  it('gives every song the same size: 2 × 2048 bytes, 5464 base64 characters', () => {
    for (const seconds of [1, 30, 180]) {
      const text = peaksOf(new Float32Array(seconds * SAMPLE_RATE));
      expect(text).toHaveLength(STUDIO_PEAKS_BASE64_LENGTH);
    }
    expect(STUDIO_PEAK_BYTES).toBe(4096);
    expect(STUDIO_PEAKS_BASE64_LENGTH).toBe(5464);
  });

  it('decodes in the domain to the envelope of the signal', () => {
    // A minute: each bucket (1406 samples) holds whole periods of the sine.
    const sine = sineWave(440, 60, 0.5);
    const peaks = decodePeaks(peaksOf(sine));
    expect(peaks).not.toBeNull();
    expect(peaks!.max).toHaveLength(STUDIO_PEAK_BUCKETS);
    for (let bucket = 0; bucket < STUDIO_PEAK_BUCKETS; bucket += 1) {
      expect(peaks!.max[bucket]).toBeCloseTo(0.5, 1);
      expect(peaks!.min[bucket]).toBeCloseTo(-0.5, 1);
    }
    expect(decodePeaks('not peaks')).toBeNull();
  });

  it('keeps one lane for a stereo track: the lowest and highest of either channel', () => {
    const left = new Float32Array([0.5, 0, 0, 0]);
    const right = new Float32Array([0, -0.25, -1, 0.5]);
    expect([...new Int8Array(computePeaks(planar([left, right]), 2).buffer)]).toEqual([
      -32, 64, -127, 64,
    ]);
    // Left and right out of phase do not cancel into a flat line.
    const sine = sineWave(440, 1, 0.5);
    const wide = new Int8Array(
      computePeaks(planar([sine, sine.map((sample) => -sample)]), 4).buffer,
    );
    for (let bucket = 0; bucket < 4; bucket += 1) {
      expect(wide[2 * bucket]).toBeLessThan(-60);
      expect(wide[2 * bucket + 1]).toBeGreaterThan(60);
    }
  });

  it('counts a bucket with no samples, or a broken one, as silence', () => {
    const peaks = computePeaks(new Float32Array([Number.NaN, 0.5]), 4);
    expect([...new Int8Array(peaks.buffer)]).toEqual([0, 0, 0, 0, 0, 0, 64, 64]);
  });
});
