// The engine's audio quality checks, in headless Chromium: the real AudioWorklet,
// the real stretcher, rendered in an OfflineAudioContext. Times are never asserted here; the
// bench (bench/studio.mjs) reports them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMp3Encoder } from 'wasm-media-encoders';
import { STUDIO_PREROLL_SECONDS } from './engine';
import { cents, onsets, rmsDbfs, toneFrequency } from './testing/analysis';
import { openStudioPage, STUDIO_ORIGIN, type StudioBrowser } from './testing/browser';
import type { RenderPlan } from './testing/harness';
import { synth } from './testing/signals';
import { wavFile } from './testing/wav';

const RATE = 48_000;
// Timeouts are generous: a render here takes seconds alone and minutes on a shared, loaded machine.
let studio: StudioBrowser;

async function render(plan: RenderPlan): Promise<number[][]> {
  return studio.page.evaluate(async (p) => {
    const out = await window.studioHarness.renderOffline(p);
    return out.channels.map((channel) => Array.from(channel));
  }, plan);
}

beforeAll(async () => {
  studio = await openStudioPage();
}, 240_000);

afterAll(async () => {
  await studio?.close();
});

describe('studio engine in Chromium', () => {
  it('shifts a 440 Hz sine −2 semitones to within 5 cents of 392.00 Hz', async () => {
    const [left] = await render({
      stems: [{ id: 'tone', left: { kind: 'sine', hz: 440, amplitude: 0.5 } }],
      seconds: 4,
      renderSeconds: 3,
      tempo: 1,
      pitch: -2,
    });
    const heard = toneFrequency((left ?? []).slice(RATE, 2.5 * RATE), RATE);
    expect(Math.abs(cents(heard, 392))).toBeLessThan(5);
  }, 240_000);

  it('keeps every click of a click train within 10 ms at tempo 0.8, the first downbeat too, and lasts input / tempo', async () => {
    const seconds = 10;
    const every = 0.5;
    const [left] = await render({
      stems: [
        { id: 'click', left: { kind: 'clicks', everySeconds: every, amplitude: 0.8 } },
        { id: 'tone', left: { kind: 'sine', hz: 220, amplitude: 0.05 } },
      ],
      seconds,
      renderSeconds: 14,
      tempo: 0.8,
      pitch: 0,
    });
    const samples = left ?? [];
    const found = onsets(samples, RATE, 0.1, 0.5);
    const expected = Array.from(
      { length: seconds / every },
      (_, k) => STUDIO_PREROLL_SECONDS + (k * every) / 0.8,
    );
    expect(found).toHaveLength(expected.length);
    found.forEach((time, k) => {
      expect(Math.abs(time - (expected[k] as number))).toBeLessThan(0.01);
    });
    // the song ends where its last sample is heard: (preroll +) input / tempo, within 1 %
    let last = samples.length - 1;
    while (last > 0 && Math.abs(samples[last] as number) < 0.005) last -= 1;
    const heardSeconds = last / RATE - STUDIO_PREROLL_SECONDS;
    expect(Math.abs(heardSeconds - seconds / 0.8)).toBeLessThan((0.01 * seconds) / 0.8);
  }, 240_000);

  it('counts in one bar at the tempo heard, the song starting on the beat after the last click', async () => {
    const [left] = await render({
      stems: [{ id: 'click', left: { kind: 'clicks', everySeconds: 0.5, amplitude: 0.8 } }],
      seconds: 2,
      renderSeconds: 6,
      tempo: 0.8,
      pitch: 0,
      countIn: { bpm: 120, bars: 1 },
    });
    const found = onsets(left ?? [], RATE, 0.1, 0.5).slice(0, 6);
    // 120 bpm at 0.8 = 96 bpm heard: a beat of 0.625 s; four clicks, then the song's first click
    const expected = [0, 0.625, 1.25, 1.875, 2.5, 2.5 + 0.5 / 0.8];
    expect(found).toHaveLength(expected.length);
    found.forEach((time, k) => {
      expect(Math.abs(time - (expected[k] as number))).toBeLessThan(0.01);
    });
  }, 240_000);

  it('limits the master: six full-scale stems in phase never pass 0 dBFS, a single stem below −1 dBFS is untouched', async () => {
    const stems = Array.from({ length: 6 }, (_, index) => ({
      id: `s${index}`,
      left: { kind: 'sine' as const, hz: 220, amplitude: 0.9 },
    }));
    const [loud] = await render({ stems, seconds: 2, renderSeconds: 1.5, tempo: 1, pitch: 0 });
    const peak = (loud ?? []).reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeLessThanOrEqual(1);
    expect(peak).toBeGreaterThan(0.89);
    const [quiet] = await render({
      stems: [{ id: 'one', left: { kind: 'sine', hz: 220, amplitude: 0.8 } }],
      seconds: 2,
      renderSeconds: 1.5,
      tempo: 1,
      pitch: 0,
    });
    const quietPeak = (quiet ?? []).reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(Math.abs(quietPeak - 0.8)).toBeLessThan(0.001);
  }, 240_000);

  it('plays live in a running AudioContext and falls silent when every stem is muted', async () => {
    const result = await studio.page.evaluate(() => window.studioHarness.liveSmoke());
    expect(result).toEqual({ heard: true, silencedByMute: true });
  }, 240_000);

  it('keeps stems sample-aligned: a stem and its phase-inverted copy sum to silence through seeks, loops and tempo changes', async () => {
    const plan: RenderPlan = {
      stems: [
        { id: 'stem', left: { kind: 'music', seed: 3 }, right: { kind: 'music', seed: 4 } },
        { id: 'inverted', left: { kind: 'music', seed: 3 }, sameAs: 'stem', invert: true },
      ],
      seconds: 60,
      renderSeconds: 12,
      tempo: 0.8,
      pitch: -2,
      events: [
        { at: 2, seek: 40 },
        { at: 4, loop: { start: 20.5, end: 22 } },
        { at: 7, tempo: 1.2 },
        { at: 9.5, seek: 5 },
      ],
    };
    const [left, right] = await render(plan);
    expect(rmsDbfs(left ?? [])).toBeLessThan(-60);
    expect(rmsDbfs(right ?? [])).toBeLessThan(-60);
    // the same plan without the inversion is loud: the silence above is cancellation, not nothing
    const [loud] = await render({
      ...plan,
      stems: plan.stems.map((stem) => ({ ...stem, invert: false })),
    });
    expect(rmsDbfs(loud ?? [])).toBeGreaterThan(-30);
  }, 240_000);

  it('keeps a mono stem (one stretcher channel) and a stereo stem (two) sample-aligned: a mono stem and its inverted copy handed over as stereo sum to silence on both sides', async () => {
    const plan: RenderPlan = {
      stems: [
        { id: 'mono', left: { kind: 'music', seed: 5 }, mono: true },
        {
          id: 'stereo',
          left: { kind: 'music', seed: 5 },
          sameAs: 'mono',
          spread: true,
          invert: true,
        },
      ],
      seconds: 60,
      renderSeconds: 12,
      tempo: 0.8,
      pitch: -2,
      events: [
        { at: 2, seek: 40 },
        { at: 4, loop: { start: 20.5, end: 22 } },
        { at: 7, tempo: 1.2 },
        { at: 9.5, seek: 5 },
      ],
    };
    const [left, right] = await render(plan);
    expect(rmsDbfs(left ?? [])).toBeLessThan(-60);
    expect(rmsDbfs(right ?? [])).toBeLessThan(-60);
    const [loud, loudRight] = await render({
      ...plan,
      stems: plan.stems.map((stem) => ({ ...stem, invert: false })),
    });
    expect(rmsDbfs(loud ?? [])).toBeGreaterThan(-30);
    expect(rmsDbfs(loudRight ?? [])).toBeGreaterThan(-30);
  }, 240_000);
});

describe('stereo, song end, stalls and meters in Chromium', () => {
  for (const tempo of [0.8, 1]) {
    it(`keeps a stereo stem's sides apart and plays a mono stem on both (tempo ${tempo})`, async () => {
      const result = await studio.page.evaluate((t) => window.studioHarness.stereoImage(t), tempo);
      // a 0.3 sine reads about −10.5 dBFS here; the other side's tone is at least 40 dB below
      expect(result.left.hz440).toBeGreaterThan(-14);
      expect(result.left.hz660).toBeLessThan(-50);
      expect(result.right.hz660).toBeGreaterThan(-14);
      expect(result.right.hz440).toBeLessThan(-50);
      expect(result.left.hz220).toBeGreaterThan(-14);
      expect(Math.abs(result.left.hz220 - result.right.hz220)).toBeLessThan(0.5);
    }, 240_000);
  }

  it('holds a mono stem once: half the bytes of a stereo stem, 16 bits a sample', async () => {
    const { monoBytes, stereoBytes } = await studio.page.evaluate(() =>
      window.studioHarness.stereoImage(1),
    );
    // 3 s at 48 kHz = 144 000 samples → three blocks of 65 536 samples × 2 bytes per channel
    expect(monoBytes).toBe(3 * 65_536 * 2);
    expect(stereoBytes).toBe(2 * monoBytes);
  }, 240_000);

  it('links the limiter across channels: a loud left turns the quiet right down by the same gain', async () => {
    const [left, right] = await studio.page.evaluate(() => window.studioHarness.limiterLink());
    expect(left).toBeLessThanOrEqual(1);
    // the left sums to 1.6 and is brought under 1.0: the right's 0.4 comes down with it
    expect(right).toBeLessThan(0.4 * (1 / 1.6) * 1.1);
    expect(right).toBeGreaterThan(0.1);
  }, 240_000);

  for (const tempo of [0.8, 1]) {
    it(`stops at the end of the song (tempo ${tempo}) and Play starts it again from the start`, async () => {
      const result = await studio.page.evaluate((t) => window.studioHarness.songEnd(t), tempo);
      expect(result.atEnd).toEqual({ state: 'ended', playing: false, position: 2 });
      expect(result.afterReplay).toBe(0);
      expect(result.silenceAfterEnd).toBeLessThan(-60);
      expect(result.soundAfterReplay).toBeGreaterThan(-20);
    }, 240_000);
  }

  for (const [tempo, pitch, path] of [
    [0.8, -2, 'through the stretcher'],
    [1, 0, 'copied straight'],
  ] as const) {
    it(`holds the clock while the audio ahead has not arrived and resumes where it stopped (${path})`, async () => {
      const stall = (invert: boolean) =>
        studio.page.evaluate((o) => window.studioHarness.stallAndResume(o), {
          tempo,
          pitch,
          invert,
          firstSeconds: 1.5,
          restAt: 3,
        });
      const silent = await stall(true);
      expect(silent.waiting.state).toBe('buffering');
      expect(silent.waiting.position).toBeLessThan(1.5);
      expect(silent.waiting.position).toBeGreaterThan(1);
      expect(silent.afterArrival).toBe('playing');
      expect(silent.stateAtEnd).toBe('ended');
      // the late stem never plays silence where the other plays music: they cancel throughout
      expect(silent.rms[0]).toBeLessThan(-60);
      expect(silent.rms[1]).toBeLessThan(-60);
      const loud = await stall(false);
      expect(loud.rmsAfterResume).toBeGreaterThan(-30);
    }, 240_000);
  }

  for (const tempo of [1, 0.8]) {
    it(`counts in before each loop pass when asked (tempo ${tempo}): the clock waits at the loop's start while the clicks play`, async () => {
      const result = await studio.page.evaluate((t) => window.studioHarness.loopCountIn(t), tempo);
      // no song during the count-in, the song again in the next pass (a 0.3 sine ≈ −10.5 dBFS)
      expect(result.songInCountIn).toBeLessThan(-45);
      expect(result.songInNextPass).toBeGreaterThan(-16);
      // beat one accented (1.5 kHz), the next beat plain (1 kHz)
      expect(result.firstClickAccent).toBeGreaterThan(result.firstClickPlain + 10);
      expect(result.secondClickPlain).toBeGreaterThan(-40);
      // and again before the pass after
      expect(result.nextCountInAccent).toBeGreaterThan(-40);
      expect(result.positionsInCountIn.length).toBeGreaterThan(2);
      for (const position of result.positionsInCountIn) expect(position).toBe(1);
    }, 240_000);
  }

  it('reports each stem level after its gain from the worklet: a muted stem reads silence', async () => {
    const { before, levels } = await studio.page.evaluate(() =>
      window.studioHarness.levelsWithMute(),
    );
    expect(before).toEqual({ a: 0, b: 0 });
    // a 0.5 sine at volume 0.5
    expect(levels.a).toBeGreaterThan(0.2);
    expect(levels.a).toBeLessThan(0.3);
    expect(levels.b).toBe(0);
  }, 240_000);

  it('measures levels only once they are read, and reads them from then on while playing', async () => {
    const { first, later } = await studio.page.evaluate(() =>
      window.studioHarness.levelsAskedWhilePlaying(),
    );
    // nobody read levels before 1 s: the worklet measured none
    expect(first).toEqual({ a: 0 });
    expect(later.a).toBeGreaterThan(0.2);
    expect(later.a).toBeLessThan(0.3);
  }, 240_000);
});

describe('streaming into the engine in Chromium', () => {
  const chunked = (options: { tempo: number; pitch: number; invert: boolean }) =>
    studio.page.evaluate((o) => window.studioHarness.renderAppendedInChunks(o), {
      ...options,
      seconds: 6,
      renderSeconds: 6,
      // cut inside a storage block and off any render quantum; parts 2 and 3 come while playing
      cuts: [1.2345, 2.7771],
      appendAt: [0.5, 1.5],
    });

  for (const [tempo, pitch, path] of [
    [0.8, -2, 'through the stretcher'],
    [1, 0, 'copied straight at tempo 1 / pitch 0'],
  ] as const) {
    it(`plays a stem handed over in parts while playing, sample-exact across the seams (${path}): it and its inverted copy sum to silence`, async () => {
      const silent = await chunked({ tempo, pitch, invert: true });
      expect(silent.bufferedAtPlay).toBeLessThan(1.3);
      expect(silent.bufferedAtEnd).toBe(6);
      const [left, right] = silent.channels;
      expect(rmsDbfs(left ?? [])).toBeLessThan(-60);
      expect(rmsDbfs(right ?? [])).toBeLessThan(-60);
      const loud = await chunked({ tempo, pitch, invert: false });
      expect(rmsDbfs(loud.channels[0] ?? [])).toBeGreaterThan(-30);
    }, 240_000);
  }

  it('plays live before the last bytes of the stems have arrived, then loads them whole', async () => {
    const result = await studio.page.evaluate(() => window.studioHarness.liveStreaming());
    expect(result).toEqual({ heardBeforeLastChunk: true, bufferedSeconds: 20 });
  }, 240_000);
});

describe('stem loader in Chromium', () => {
  let loaderPage: StudioBrowser;
  beforeAll(async () => {
    const stereo = [
      synth({ kind: 'music', seed: 5 }, 3, 0),
      synth({ kind: 'music', seed: 6 }, 3, 1),
    ];
    const wav = (invert: boolean) => ({
      body: wavFile(stereo, RATE, invert),
      contentType: 'audio/wav',
    });
    const encoder = await createMp3Encoder();
    encoder.configure({ sampleRate: RATE, outputSampleRate: RATE, channels: 2, bitrate: 192 });
    const mp3 = Buffer.concat([
      Buffer.from(encoder.encode(stereo as [Float32Array, Float32Array])),
      Buffer.from(encoder.finalize()),
    ]);
    // a minute (windowed: a seek to 40 s is outside the first window) and the typical song's
    // length (3 minutes, one stereo stem served as all six)
    const encode = (seconds: number) => {
      const sides = [
        synth({ kind: 'music', seed: 7 }, seconds, 0),
        synth({ kind: 'music', seed: 8 }, seconds, 1),
      ];
      const parts: Buffer[] = [];
      for (let at = 0; at < (sides[0] as Float32Array).length; at += RATE) {
        parts.push(
          Buffer.from(
            encoder.encode(
              sides.map((side) => side.subarray(at, at + RATE)) as [Float32Array, Float32Array],
            ),
          ),
        );
      }
      parts.push(Buffer.from(encoder.finalize()));
      return Buffer.concat(parts);
    };
    const minute = encode(60);
    const typical = encode(180);
    loaderPage = await openStudioPage(
      new Map([
        ['/minute.mp3', { body: minute, contentType: 'audio/mpeg' }],
        ...Array.from(
          { length: 6 },
          (_, index) =>
            [`/typical${index}.mp3`, { body: typical, contentType: 'audio/mpeg' }] as const,
        ),
        ['/song.mp3', { body: mp3, contentType: 'audio/mpeg' }],
        ['/stem.wav', wav(false)],
        ['/inverted.wav', wav(true)],
        ['/copy.wav', wav(false)],
      ]),
    );
  }, 240_000);
  afterAll(async () => {
    await loaderPage?.close();
  });

  it('fetches and decodes stems aligned to the sample: a WAV stem and its inverted copy sum to silence', async () => {
    const urls = (names: string[]) => names.map((name) => `${STUDIO_ORIGIN}/${name}.wav`);
    const [left, right] = await loaderPage.page.evaluate(
      (u) => window.studioHarness.renderLoaded(u, 3, 2.5),
      urls(['stem', 'inverted']),
    );
    expect(rmsDbfs(left ?? [])).toBeLessThan(-60);
    expect(rmsDbfs(right ?? [])).toBeLessThan(-60);
    const [loud] = await loaderPage.page.evaluate(
      (u) => window.studioHarness.renderLoaded(u, 3, 2.5),
      urls(['stem', 'copy']),
    );
    expect(rmsDbfs(loud ?? [])).toBeGreaterThan(-30);
  }, 240_000);

  it('streams an MP3 frame by frame (WebCodecs) aligned to the sample with decodeAudioData of the whole file', async () => {
    const [left, right, loud] = await loaderPage.page.evaluate(
      (url) => window.studioHarness.mp3Alignment(url, 2.5),
      `${STUDIO_ORIGIN}/song.mp3`,
    );
    expect(left).toBeLessThan(-60);
    expect(right).toBeLessThan(-60);
    expect(loud).toBeGreaterThan(-30);
  }, 240_000);

  for (const [tempo, pitch] of [
    [1, 0],
    [0.8, -2],
  ] as const) {
    // the first seek (outside the first window) starts a new run at the block half a second
    // before it (29: 29 × 65 536 frames ≈ 39.6 s); the second goes back just after that block's
    // start and plays on at once, so the run's first frames are heard as they were decoded
    it(`decodes a windowed MP3 stem around the playhead: after a seek into the middle of the file (a new decoder run) it lines up to the sample with decodeAudioData of the whole file (tempo ${tempo})`, async () => {
      const result = await loaderPage.page.evaluate(
        ([url, seekTo, t, p]) =>
          window.studioHarness.windowedMp3Alignment(url, 60, [...seekTo], t, p),
        [
          `${STUDIO_ORIGIN}/minute.mp3`,
          [(29 * 65_536) / RATE + 0.6, (29 * 65_536) / RATE + 0.005],
          tempo,
          pitch,
        ] as const,
      );
      const [left, right, loud] = result.rms;
      expect(left).toBeLessThan(-60);
      expect(right).toBeLessThan(-60);
      expect(loud).toBeGreaterThan(-30);
      // the window moved: the minute is never held whole (a whole stereo minute is 11.0 MiB)
      expect(result.heldBefore).toBeLessThan(6 * 2 ** 20);
      expect(result.heldAfter).toBeLessThan(6 * 2 ** 20);
      // the blocks let go of at the seek came back and were filled again (silent first: the
      // inverted copy above still cancels)
      expect(result.reused).toBeGreaterThan(0);
    }, 240_000);
  }

  it('holds the typical song (6 stereo 3-minute MP3 stems) in a window after loading, not whole', async () => {
    const held = await loaderPage.page.evaluate(
      (urls) => window.studioHarness.heldAfterLoading(urls, 180),
      Array.from({ length: 6 }, (_, index) => `${STUDIO_ORIGIN}/typical${index}.mp3`),
    );
    // the first 20 s of every stem (15 blocks of 65 536 frames, 16-bit, two sides): 22.5 MiB;
    // held whole it was 6 × 2 × 180 s × 48 000 × 2 B = 198 MiB
    expect(held).toBe(15 * 6 * 2 * 65_536 * 2);
  }, 240_000);
});
