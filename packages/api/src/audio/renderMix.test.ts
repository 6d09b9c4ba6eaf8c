import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Files } from '../files';
import { createLocalFiles } from '../files/localFiles';
import { decodeAll } from './decode';
import { SAMPLE_RATE } from './format';
import { readFrameHeader, readInfoSamples } from './lameTag';
import { encodeMp3 } from './mp3Encoder';
import type { RenderProgress } from './render';
import { type MixStem, mixdownFileKey, renderMix } from './renderMix';
import { planar } from './samples';
import { sineWave, toneLevel } from './test/signals';

describe('renderMix (in the audio process)', () => {
  let directory: string;
  let files: Files;
  let stems: MixStem[];

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'backline-audio-'));
    files = createLocalFiles(directory);
    const guitar = await files.putAt('stems/guitar-1.mp3', await encodeMp3(sineWave(440, 2, 0.3)));
    const bass = await files.putAt('stems/bass-1.mp3', await encodeMp3(sineWave(110, 2, 0.3)));
    stems = [
      { id: 'guitar', fileKey: guitar.key, mute: true },
      { id: 'bass', fileKey: bass.key, mute: false },
    ];
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('leaves the muted stems out and stores the mix under its package key', async () => {
    const steps: RenderProgress[] = [];
    const outputKey = mixdownFileKey('5E4C3B2A-0000-4000-8000-000000000001');
    const stored = await renderMix(
      files,
      { stems, speed: 0.8, semitones: -2, countIn: null, outputKey },
      { onStep: (progress) => steps.push(progress) },
    );
    expect(stored.key).toBe('mixdowns/5e4c3b2a-0000-4000-8000-000000000001.mp3');
    expect(stored.seconds).toBeCloseTo(2 / 0.8, 3);
    const output = await decodeAll((await files.read(stored.key))!);
    // The bass, two semitones down; nothing of the muted 440 Hz guitar (nor its shifted self).
    expect(toneLevel(output, 110 * 2 ** (-2 / 12))).toBeGreaterThan(0.1);
    expect(toneLevel(output, 440)).toBeLessThan(0.002);
    expect(toneLevel(output, 440 * 2 ** (-2 / 12))).toBeLessThan(0.002);
    expect(steps.map((step) => step.current_packaging_step)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('plays each stem at its studio volume (what you hear is what you download)', async () => {
    const outputKey = mixdownFileKey('5E4C3B2A-0000-4000-8000-000000000002');
    const stored = await renderMix(files, {
      stems: [
        { ...stems[0]!, mute: false, volume: 0.25 },
        { ...stems[1]!, volume: 1 },
      ],
      speed: 1,
      semitones: 0,
      countIn: null,
      outputKey,
    });
    const output = await decodeAll((await files.read(stored.key))!);
    const guitar = toneLevel(output, 440);
    const bass = toneLevel(output, 110);
    expect(guitar / bass).toBeGreaterThan(0.2);
    expect(guitar / bass).toBeLessThan(0.3);
  });

  it('renders a custom mix as a stereo 48 kHz MP3 of the right length, keeping each stem’s side', async () => {
    // A stereo stem (the guitar on the left) and a mono one panned right, slowed and lowered.
    const guitar = await files.putAt(
      'stems/guitar-stereo.mp3',
      await encodeMp3(planar([sineWave(440, 2, 0.3), new Float32Array(2 * SAMPLE_RATE)])),
    );
    const stored = await renderMix(files, {
      stems: [
        { id: 'guitar', fileKey: guitar.key, mute: false },
        { ...stems[1]!, pan: 1 },
      ],
      speed: 0.8,
      semitones: -2,
      countIn: null,
      outputKey: mixdownFileKey('5E4C3B2A-0000-4000-8000-000000000003'),
    });
    const mp3 = (await files.read(stored.key))!;
    const header = readFrameHeader(mp3, 0)!;
    expect(header.sampleRate).toBe(48_000);
    expect(header.mono).toBe(false);
    expect(readInfoSamples(mp3)).toBe(Math.round((2 * SAMPLE_RATE) / 0.8));
    expect(stored.seconds).toBeCloseTo(2 / 0.8, 3);
    const output = await decodeAll(mp3);
    expect(output.length).toBe(Math.round((2 * SAMPLE_RATE) / 0.8));
    const [left, right] = output.channels as [Float32Array, Float32Array];
    const down = 2 ** (-2 / 12);
    expect(toneLevel(left, 440 * down)).toBeGreaterThan(0.1);
    expect(toneLevel(right, 440 * down)).toBeLessThan(0.002);
    expect(toneLevel(right, 110 * down)).toBeGreaterThan(0.1);
    expect(toneLevel(left, 110 * down)).toBeLessThan(0.002);
  });

  it('stores nothing when aborted', async () => {
    const controller = new AbortController();
    const outputKey = mixdownFileKey('aborted-1');
    const render = renderMix(
      files,
      { stems, speed: 0.5, semitones: 3, countIn: null, outputKey },
      { signal: controller.signal, onStep: () => controller.abort(new Error('timed out')) },
    );
    await expect(render).rejects.toThrow('timed out');
    expect(await files.read(outputKey)).toBeNull();
  });
});
