import { COUNT_IN_ACCENT_DB, COUNT_IN_CLICK_DBFS } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { decodeAll } from './decode';
import { SAMPLE_RATE } from './format';
import { renderMixToMp3 } from './render';
import { peak } from './test/signals';
import { encodeWav } from './test/wav';

const dbfs = (value: number) => 20 * Math.log10(value);

/** The peak of each beat of the count-in, in dBFS. */
async function beatPeaks(options: { speed: number; accent?: boolean }) {
  const mix = await renderMixToMp3({
    stems: [{ data: encodeWav(new Float32Array(SAMPLE_RATE), SAMPLE_RATE) }],
    speed: options.speed,
    semitones: 0,
    countIn: { bpm: 120, ...(options.accent === undefined ? {} : { accent: options.accent }) },
  });
  const output = await decodeAll(mix.mp3);
  const beat = (60 / (120 * options.speed)) * SAMPLE_RATE;
  return [0, 1, 2, 3].map((index) =>
    dbfs(peak(output, Math.round(index * beat), Math.round((index + 0.5) * beat))),
  );
}

describe('the count-in render', () => {
  it('clicks four equal clicks at the domain’s level: no beat fades', async () => {
    for (const speed of [1, 0.8]) {
      const peaks = await beatPeaks({ speed });
      for (const level of peaks) expect(Math.abs(level - COUNT_IN_CLICK_DBFS)).toBeLessThan(0.5);
    }
  });

  it('raises beat one alone when the accent is asked for', async () => {
    const [one, ...rest] = await beatPeaks({ speed: 1, accent: true });
    expect(Math.abs((one ?? 0) - (COUNT_IN_CLICK_DBFS + COUNT_IN_ACCENT_DB))).toBeLessThan(0.5);
    for (const level of rest) expect(Math.abs(level - COUNT_IN_CLICK_DBFS)).toBeLessThan(0.5);
  });
});
