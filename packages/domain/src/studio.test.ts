import { describe, expect, it } from 'vitest';
import {
  clampPitch,
  clampTempo,
  countIn,
  effectiveStemGains,
  loopPosition,
  normaliseLoop,
  normaliseTrainer,
  resultingBpm,
  STUDIO_DEFAULT_SETTINGS,
  trainerSteps,
  trainerTempoForPass,
  transposedKey,
} from './studio';
import { studioSettingsSchema } from './studioSchemas';

const grid = { bpm: 120, beatsPerBar: 4, downbeatSeconds: 0.5 };

describe('tempo and pitch limits', () => {
  it('holds tempo inside 0.5–1.5 and pitch inside −12…+12 whole semitones', () => {
    expect(clampTempo(0.2)).toBe(0.5);
    expect(clampTempo(2)).toBe(1.5);
    expect(clampTempo(0.8)).toBe(0.8);
    expect(clampTempo(Number.NaN)).toBe(1);
    expect(clampPitch(-13)).toBe(-12);
    expect(clampPitch(12.4)).toBe(12);
    expect(clampPitch(-2.6)).toBe(-3);
    expect(clampPitch(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('shows the resulting bpm and key', () => {
    expect(resultingBpm(120, 0.8)).toBe(96);
    expect(resultingBpm(97, 1.15)).toBe(111.6);
    expect(transposedKey('E minor', -2)).toBe('D minor');
    expect(transposedKey('C', -1)).toBe('B');
    expect(transposedKey('Bb major', 2)).toBe('C major');
    expect(transposedKey('A', 12)).toBe('A');
    expect(transposedKey('unknown', 3)).toBe('unknown');
  });
});

describe('A–B loops', () => {
  it('orders the points, keeps them in the song and at least 0.2 s apart', () => {
    expect(normaliseLoop(8, 4, 180)).toEqual({ start: 4, end: 8 });
    expect(normaliseLoop(-3, 200, 180)).toEqual({ start: 0, end: 180 });
    expect(normaliseLoop(179.95, 180, 180)).toEqual({ start: 179.8, end: 180 });
    expect(normaliseLoop(5, 5, 180)).toEqual({ start: 5, end: 5.2 });
    expect(normaliseLoop(0, 1, 0.1)).toBeNull();
  });

  it('wraps the playhead', () => {
    const loop = { start: 10, end: 14 };
    expect(loopPosition(loop, 8, 1)).toBe(9);
    expect(loopPosition(loop, 8, 6)).toBe(10);
    expect(loopPosition(loop, 8, 7)).toBe(11);
    expect(loopPosition(loop, 11, 12)).toBe(11);
    expect(loopPosition(loop, 20, 1)).toBe(21);
  });
});

describe('speed trainer', () => {
  const trainer = { startPercent: 70, stepPercent: 5, passesPerStep: 2, maxPercent: 85 };

  it('adds the step every N passes up to the top', () => {
    expect([0, 1, 2, 3, 4, 6, 8, 40].map((pass) => trainerTempoForPass(trainer, pass))).toEqual([
      0.7, 0.7, 0.75, 0.75, 0.8, 0.85, 0.85, 0.85,
    ]);
    expect(trainerSteps(trainer)).toEqual([0.7, 0.75, 0.8, 0.85]);
    expect(trainerSteps({ ...trainer, stepPercent: 10 })).toEqual([0.7, 0.8, 0.85]);
  });

  it('makes odd settings usable', () => {
    expect(
      normaliseTrainer({ startPercent: 20, stepPercent: 0, passesPerStep: 0, maxPercent: 10 }),
    ).toEqual({
      startPercent: 50,
      stepPercent: 0,
      passesPerStep: 1,
      maxPercent: 50,
    });
    expect(
      trainerSteps({ startPercent: 80, stepPercent: 0, passesPerStep: 1, maxPercent: 100 }),
    ).toEqual([0.8]);
  });
});

describe('count-in', () => {
  it('is 1 or 2 bars of clicks at the tempo heard', () => {
    const one = countIn(grid, 0.8, 1);
    expect(one.clicks).toBe(4);
    expect(one.beatSeconds).toBeCloseTo(0.625, 9);
    expect(one.seconds).toBeCloseTo(2.5, 9);
    expect(one.clickTimes).toEqual([0, 0.625, 1.25, 1.875]);
    expect(countIn({ ...grid, beatsPerBar: 3 }, 1, 2).clicks).toBe(6);
  });

  it('marks beat one of every bar for the accent', () => {
    expect(countIn(grid, 1, 1).downbeats).toEqual([true, false, false, false]);
    expect(countIn({ ...grid, beatsPerBar: 3 }, 1, 2).downbeats).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
  });
});

describe('mixer', () => {
  it('gives muted stems no volume, and only soloed stems volume while any is soloed', () => {
    const stems = [
      { id: 'drums', volume: 0.5, muted: false, soloed: false },
      { id: 'bass', volume: 1, muted: true, soloed: false },
      { id: 'keys', volume: 2, muted: false, soloed: false },
    ];
    expect(effectiveStemGains(stems)).toEqual({ drums: 0.5, bass: 0, keys: 1 });
    stems[1] = { ...stems[1], soloed: true } as (typeof stems)[number];
    expect(effectiveStemGains(stems)).toEqual({ drums: 0, bass: 1, keys: 0 });
  });
});

describe('remembered settings', () => {
  it('accepts the defaults and a full set, and refuses out-of-range values', () => {
    expect(studioSettingsSchema.safeParse(STUDIO_DEFAULT_SETTINGS).success).toBe(true);
    const full = {
      ...STUDIO_DEFAULT_SETTINGS,
      tempo: 0.8,
      pitch: -2,
      loop: { start: 10, end: 20 },
      loopEnabled: true,
      countInBars: 2,
      stems: [{ id: 't1', volume: 0.4, muted: true, soloed: false }],
      trainer: { startPercent: 70, stepPercent: 5, passesPerStep: 2, maxPercent: 100 },
    };
    expect(studioSettingsSchema.safeParse(full).success).toBe(true);
    expect(studioSettingsSchema.safeParse({ ...full, tempo: 1.6 }).success).toBe(false);
    expect(studioSettingsSchema.safeParse({ ...full, pitch: 1.5 }).success).toBe(false);
    expect(studioSettingsSchema.safeParse({ ...full, loop: { start: 20, end: 10 } }).success).toBe(
      false,
    );
    expect(studioSettingsSchema.safeParse({ ...full, countInBars: 3 }).success).toBe(false);
    // the count-in's accent and each-pass options are remembered; settings saved before lack them
    expect(
      studioSettingsSchema.safeParse({ ...full, countInAccent: false, countInEachPass: true })
        .success,
    ).toBe(true);
    const { countInAccent: _a, countInEachPass: _e, ...older } = full;
    expect(studioSettingsSchema.safeParse(older).success).toBe(true);
    expect(studioSettingsSchema.safeParse({ ...full, countInEachPass: 'yes' }).success).toBe(false);
    expect(studioSettingsSchema.safeParse({ ...full, extra: 1 }).success).toBe(false);
    expect(
      studioSettingsSchema.safeParse({ ...full, trainer: { ...full.trainer, maxPercent: 60 } })
        .success,
    ).toBe(false);
  });
});
