import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from './format';
import { LIMITER_CEILING, Limiter } from './limiter';
import { joinAudio, planar } from './samples';
import { sineWave } from './test/signals';

describe('the limiter in stereo (decision 040)', () => {
  it('turns both channels down together when one goes over: the image does not move', () => {
    // Left peaks at 1.6 for a moment; right is a steady quiet tone.
    const left = sineWave(220, 1, 0.5);
    left.subarray(SAMPLE_RATE / 2, SAMPLE_RATE / 2 + 2400).forEach((_, i, burst) => {
      burst[i] = 1.6 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE);
    });
    const right = sineWave(330, 1, 0.25);
    const limiter = new Limiter(2);
    const output = joinAudio([limiter.process(planar([left, right])), limiter.flush()]);
    expect(output.length).toBe(SAMPLE_RATE);
    const [outLeft, outRight] = output.channels as [Float32Array, Float32Array];
    let gainLeft = 1;
    let gainRight = 1;
    for (let i = 0; i < SAMPLE_RATE; i += 1) {
      expect(Math.abs(outLeft[i]!)).toBeLessThanOrEqual(LIMITER_CEILING + 1e-6);
      // One gain for both: wherever a channel is not near zero, its ratio matches the other's.
      if (Math.abs(left[i]!) > 0.05 && Math.abs(right[i]!) > 0.05) {
        expect(outLeft[i]! / left[i]! - outRight[i]! / right[i]!).toBeCloseTo(0, 4);
        gainLeft = Math.min(gainLeft, outLeft[i]! / left[i]!);
        gainRight = Math.min(gainRight, outRight[i]! / right[i]!);
      }
    }
    // The quiet right side was turned down with the loud left, by the same amount.
    expect(gainRight).toBeLessThan(0.65);
    expect(gainRight).toBeCloseTo(gainLeft, 3);
  });

  it('leaves audio under the ceiling untouched, one channel or two', () => {
    const quiet = sineWave(440, 0.5, 0.5);
    for (const channels of [[quiet], [quiet, quiet.map((sample) => -sample)]]) {
      const limiter = new Limiter(channels.length);
      const output = joinAudio([limiter.process(planar(channels)), limiter.flush()]);
      expect(output.channels).toEqual(channels);
    }
  });
});
