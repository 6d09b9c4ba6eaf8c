import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from './format';
import { asPlanar, joinAudio, type PlanarAudio, planar, sliceAudio } from './samples';
import { createStretcher, type StretchSettings } from './stretch';
import {
  cents,
  clickTrain,
  detectOnsets,
  measureFrequency,
  peak,
  rmsDbfs,
  sineWave,
  toneLevel,
} from './test/signals';

/** Runs a whole signal (one channel or two) through a stretcher in blocks, as a render does. */
async function stretch(
  input: Float32Array | PlanarAudio,
  settings: StretchSettings,
): Promise<PlanarAudio> {
  const audio = asPlanar(input);
  const stretcher = await createStretcher({ ...settings, channels: audio.channels.length });
  try {
    const parts: PlanarAudio[] = [];
    const block = 4096;
    for (let at = 0; at < audio.length; at += block) {
      parts.push(stretcher.process(sliceAudio(audio, at, at + block), at + block >= audio.length));
    }
    return joinAudio(parts);
  } finally {
    stretcher.free();
  }
}

/** Music-like test material: a chord, a click on every beat and a noise burst each bar. */
function busySignal(seconds: number): Float32Array {
  const out = clickTrain(0.5, seconds);
  let seed = 1;
  for (let i = 0; i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    out[i]! +=
      0.15 * Math.sin(2 * Math.PI * 220 * t) +
      0.1 * Math.sin(2 * Math.PI * 277.18 * t) +
      0.08 * Math.sin(2 * Math.PI * 329.63 * t);
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    if (t % 2 < 0.1) out[i]! += 0.2 * (seed / 2 ** 32 - 0.5);
  }
  return out;
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
    expect((await stretch(input, { speed: 1, semitones: 0 })).channels).toEqual([input]);
  });
});

describe('tempo and pitch in stereo (decision 040)', () => {
  it('keeps the channels aligned to the sample: a signal and its inverted copy still cancel at tempo 0.8, −2 semitones', async () => {
    const left = busySignal(4);
    const right = left.map((sample) => -sample);
    const settings = { speed: 0.8, semitones: -2, expectedInputSamples: left.length };
    const output = await stretch(planar([left, right]), settings);
    expect(output.channels).toHaveLength(2);
    expect(output.length).toBe(Math.round(left.length / 0.8));
    const [outLeft, outRight] = output.channels as [Float32Array, Float32Array];
    // Each side carries the music…
    expect(rmsDbfs(outLeft)).toBeGreaterThan(-25);
    // …and their sum is silence (the spec's −60 dBFS): no sample of drift, no phase apart.
    const sum = outLeft.map((sample, i) => sample + outRight[i]!);
    expect(rmsDbfs(sum)).toBeLessThan(-60);
    expect(peak(sum)).toBeLessThan(10 ** (-60 / 20));
    // The same stretch of one channel alone lands on the same samples.
    const alone = await stretch(left, settings);
    expect(alone.length).toBe(output.length);
  });

  it('keeps left and right apart, each shifted', async () => {
    const output = await stretch(planar([sineWave(440, 2), sineWave(660, 2)]), {
      speed: 0.8,
      semitones: -2,
      expectedInputSamples: 2 * SAMPLE_RATE,
    });
    const [left, right] = output.channels as [Float32Array, Float32Array];
    const down = 2 ** (-2 / 12);
    expect(Math.abs(cents(measureFrequency(left, 0.5, 2), 440 * down))).toBeLessThan(1);
    expect(Math.abs(cents(measureFrequency(right, 0.5, 2), 660 * down))).toBeLessThan(1);
    expect(toneLevel(left, 660 * down)).toBeLessThan(0.002);
    expect(toneLevel(right, 440 * down)).toBeLessThan(0.002);
  });
});
