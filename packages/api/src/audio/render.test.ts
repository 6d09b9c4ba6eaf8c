import { describe, expect, it } from 'vitest';
import { decodeAll } from './decode';
import { SAMPLE_RATE } from './format';
import { readFrameHeader, readInfoSamples } from './lameTag';
import { encodeMp3 } from './mp3Encoder';
import { RENDER_STEPS, type RenderProgress, renderMixToMp3 } from './render';
import { type PlanarAudio, planar } from './samples';
import { clickTrain, detectOnsets, peak, rmsDbfs, sineWave, toneLevel } from './test/signals';
import { encodeWav } from './test/wav';

const wav = (samples: Float32Array | PlanarAudio) => ({ data: encodeWav(samples, SAMPLE_RATE) });

/** What the first frame and the Info frame of an MP3 say. */
function mp3Facts(mp3: Uint8Array) {
  const header = readFrameHeader(mp3, 0)!;
  // Channel mode, bits 6–7 of the fourth byte: 0 stereo, 1 joint stereo, 2 dual, 3 mono.
  const modes = ['stereo', 'joint stereo', 'dual channel', 'mono'] as const;
  return {
    sampleRate: header.sampleRate,
    kbps: header.bitrateKbps,
    mode: modes[mp3[3]! >> 6],
    samples: readInfoSamples(mp3),
  };
}

const sides = (audio: PlanarAudio) => audio.channels as [Float32Array, Float32Array];

describe('renderMixToMp3', () => {
  it('plays a one-bar count-in at the mix tempo before the song, then the song', async () => {
    // A 120 bpm song slowed to 0.8: beats of 0.625 s; the song's clicks every beat from 0.
    const song = clickTrain(0.5, 4);
    const mix = await renderMixToMp3({
      stems: [wav(song)],
      speed: 0.8,
      semitones: 0,
      countIn: { bpm: 120 },
    });
    const output = await decodeAll(mix.mp3);
    const lead = 4 * 0.625;
    expect(output.length).toBe(mix.samples);
    expect(mix.samples).toBe(Math.round(lead * SAMPLE_RATE) + Math.round(song.length / 0.8));
    const onsets = detectOnsets(output, 0.1);
    const expected = [0, 0.625, 1.25, 1.875, ...detectOnsets(song, 0.1).map((t) => lead + t / 0.8)];
    expect(onsets).toHaveLength(expected.length);
    for (const [index, time] of onsets.entries()) {
      expect(Math.abs(time - expected[index]!)).toBeLessThan(0.01);
    }
  });

  it('places the count-in before a late first downbeat, over the lead-in', async () => {
    // The downbeat 1 s in at 120 bpm: two clicks before the audio, two over its lead-in.
    const song = new Float32Array(3 * SAMPLE_RATE);
    song.set(clickTrain(0.5, 2), SAMPLE_RATE);
    const mix = await renderMixToMp3({
      stems: [wav(song)],
      speed: 1,
      semitones: 0,
      countIn: { bpm: 120, downbeatSeconds: 1 },
    });
    const output = await decodeAll(mix.mp3);
    const onsets = detectOnsets(output, 0.1);
    expect(onsets.slice(0, 5).map((t) => Math.round(t * 100) / 100)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(mix.samples).toBe(SAMPLE_RATE + song.length);
  });

  it('renders without a count-in: the song from its first sample, input length / tempo long', async () => {
    const song = clickTrain(0.5, 3);
    const mix = await renderMixToMp3({
      stems: [wav(song)],
      speed: 0.8,
      semitones: -2,
      countIn: null,
    });
    expect(mix.samples).toBe(Math.round(song.length / 0.8));
    expect(detectOnsets(await decodeAll(mix.mp3), 0.1)[0]).toBeLessThan(0.01);
  });

  it('sums the stems it is given, from stored MP3s, and keeps the peaks under full scale', async () => {
    const low = sineWave(220, 2, 0.7);
    const high = sineWave(660, 2, 0.7);
    const mix = await renderMixToMp3({
      stems: [{ data: await encodeMp3(low) }, { data: await encodeMp3(high) }],
      speed: 1,
      semitones: 0,
      countIn: null,
    });
    const output = await decodeAll(mix.mp3);
    expect(output.length).toBe(low.length);
    expect(toneLevel(output, 220)).toBeGreaterThan(0.2);
    expect(toneLevel(output, 660)).toBeGreaterThan(0.2);
    // 0.7 + 0.7 would clip; the limiter holds it near −1 dBFS (MP3 adds a little).
    expect(peak(output)).toBeLessThan(0.95);
  });

  it('writes a stereo 48 kHz CBR MP3 whose Info frame gives its exact length, from mono stems too', async () => {
    const song = sineWave(440, 2, 0.3);
    const mix = await renderMixToMp3({
      stems: [{ data: await encodeMp3(song) }],
      speed: 0.8,
      semitones: -2,
      countIn: null,
    });
    expect(mp3Facts(mix.mp3)).toEqual({
      sampleRate: 48_000,
      kbps: 192,
      mode: 'joint stereo',
      samples: Math.round(song.length / 0.8),
    });
    const output = await decodeAll(mix.mp3);
    expect(output.channels).toHaveLength(2);
    expect(output.length).toBe(mix.samples);
    // A mono stem plays in the centre: the same on both sides.
    const [left, right] = sides(output);
    expect(rmsDbfs(left.map((sample, i) => sample - right[i]!))).toBeLessThan(-60);
  });

  it('places each stem at its volume and pan, and keeps a stereo stem’s image', async () => {
    const low = sineWave(220, 1, 0.3);
    const high = sineWave(660, 1, 0.3);
    const mix = await renderMixToMp3({
      stems: [
        // A stereo stem: 220 Hz left, 660 Hz right.
        wav(planar([low, high])),
        // A mono stem at half volume, panned hard right.
        { data: encodeWav(sineWave(880, 1, 0.3), SAMPLE_RATE), gain: 0.5, pan: 1 },
      ],
      speed: 1,
      semitones: 0,
      countIn: null,
    });
    const [left, right] = sides(await decodeAll(mix.mp3));
    expect(toneLevel(left, 220)).toBeGreaterThan(0.1);
    expect(toneLevel(right, 220)).toBeLessThan(0.002);
    expect(toneLevel(right, 660)).toBeGreaterThan(0.1);
    expect(toneLevel(left, 660)).toBeLessThan(0.002);
    expect(toneLevel(right, 880) / toneLevel(right, 660)).toBeCloseTo(0.5, 1);
    expect(toneLevel(left, 880)).toBeLessThan(0.002);
  });

  it('keeps a stereo source aligned through tempo 0.8 and −2 semitones: a signal and its inverted copy on the other side still cancel', async () => {
    const music = clickTrain(0.5, 3).map(
      (sample, i) => sample * 0.5 + 0.2 * Math.sin((2 * Math.PI * 330 * i) / SAMPLE_RATE),
    );
    const inverted = music.map((sample) => -sample);
    const mix = await renderMixToMp3({
      stems: [wav(planar([music, inverted]))],
      speed: 0.8,
      semitones: -2,
      countIn: null,
    });
    const output = await decodeAll(mix.mp3);
    expect(output.length).toBe(Math.round(music.length / 0.8));
    const [left, right] = sides(output);
    expect(rmsDbfs(left)).toBeGreaterThan(-30);
    expect(rmsDbfs(left.map((sample, i) => sample + right[i]!))).toBeLessThan(-60);
  });

  it('plays the count-in in the centre, before a stereo song', async () => {
    const mix = await renderMixToMp3({
      stems: [wav(planar([sineWave(220, 1, 0.2), new Float32Array(SAMPLE_RATE)]))],
      speed: 1,
      semitones: 0,
      countIn: { bpm: 120 },
    });
    const [left, right] = sides(await decodeAll(mix.mp3));
    const lead = 2 * SAMPLE_RATE;
    expect(detectOnsets(left.subarray(0, lead), 0.1)).toEqual(
      detectOnsets(right.subarray(0, lead), 0.1),
    );
    expect(detectOnsets(right.subarray(0, lead), 0.1)).toHaveLength(4);
    expect(peak(left, 0, lead)).toBeCloseTo(peak(right, 0, lead), 2);
    // After it, the song is on the left only.
    expect(toneLevel(left.subarray(lead), 220)).toBeGreaterThan(0.05);
    expect(toneLevel(right.subarray(lead), 220)).toBeLessThan(0.002);
  });

  it('reports steps 1 to 9 in order (10 is the stored file)', async () => {
    const steps: RenderProgress[] = [];
    await renderMixToMp3(
      { stems: [wav(sineWave(440, 1))], speed: 0.9, semitones: 1, countIn: null },
      (progress) => steps.push(progress),
    );
    expect(steps.map((step) => step.current_packaging_step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(steps.every((step) => step.packaging_steps === RENDER_STEPS)).toBe(true);
  });
});
