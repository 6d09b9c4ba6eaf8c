import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from './format';
import { createStretcher, type StretchSettings } from './stretch';
import { cents, clickTrain, detectOnsets, measureFrequency, peak, sineWave } from './test/signals';

/** Runs a whole signal through a stretcher in blocks, as a render does. */
async function stretch(input: Float32Array, settings: StretchSettings): Promise<Float32Array> {
  const stretcher = await createStretcher(settings);
  try {
    const parts: Float32Array[] = [];
    const block = 4096;
    for (let at = 0; at < input.length; at += block) {
      parts.push(stretcher.process(input.slice(at, at + block), at + block >= input.length));
    }
    const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  } finally {
    stretcher.free();
  }
}

// ARCHITECTURE.md "Audio": the checks any engine must pass.
describe('tempo and pitch (Rubber Band R3, short window)', () => {
  it('shifts a 440 Hz sine by +3 semitones to within 1 cent of 523.25 Hz', async () => {
    const input = sineWave(440, 2);
    const output = await stretch(input, {
      speed: 1,
      semitones: 3,
      expectedInputSamples: input.length,
    });
    const frequency = measureFrequency(output, 0.5, 1.5);
    expect(Math.abs(cents(frequency, 523.2511))).toBeLessThan(1);
  });

  it('lands within 1 cent for a shift down while slowing down', async () => {
    const input = sineWave(440, 2);
    const output = await stretch(input, {
      speed: 0.8,
      semitones: -2,
      expectedInputSamples: input.length,
    });
    const frequency = measureFrequency(output, 0.5, 2);
    expect(Math.abs(cents(frequency, 440 * 2 ** (-2 / 12)))).toBeLessThan(1);
  });

  it('keeps every click of a train within 10 ms at tempo 0.8, and the first downbeat', async () => {
    const interval = 0.5;
    const input = clickTrain(interval, 6);
    const output = await stretch(input, {
      speed: 0.8,
      semitones: 0,
      expectedInputSamples: input.length,
    });
    const expected = detectOnsets(input, 0.1).map((time) => time / 0.8);
    const onsets = detectOnsets(output, 0.1);
    expect(onsets).toHaveLength(expected.length);
    onsets.forEach((time, index) => {
      expect(Math.abs(time - expected[index]!)).toBeLessThan(0.01);
    });
    // The first downbeat is there at full strength, not smeared away.
    expect(onsets[0]).toBeLessThan(0.01);
    expect(peak(output, 0, Math.round(0.05 * SAMPLE_RATE))).toBeGreaterThan(
      0.7 * peak(input, 0, Math.round(0.05 * SAMPLE_RATE)),
    );
  });

  it.each([0.5, 0.8, 1.5])(
    'makes the output input length / tempo long (tempo %s)',
    async (speed) => {
      const input = sineWave(220, 1.5);
      const told = await stretch(input, {
        speed,
        semitones: -2,
        expectedInputSamples: input.length,
      });
      expect(told.length).toBe(Math.round(input.length / speed));
      // Not told the length (a file without an Info frame): the tail is cut to the same length.
      const untold = await stretch(input, { speed, semitones: -2 });
      expect(untold.length).toBe(Math.round(input.length / speed));
    },
  );

  it('passes audio through untouched at the original tempo and pitch', async () => {
    const input = sineWave(330, 0.5);
    expect(await stretch(input, { speed: 1, semitones: 0 })).toEqual(input);
  });
});
