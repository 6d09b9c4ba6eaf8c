import { describe, expect, it } from 'vitest';
import type { Track } from './jamtrack';
import {
  buildMixCreationPayload,
  COUNT_IN_ACCENT_DB,
  COUNT_IN_CLICK_DBFS,
  COUNT_IN_ENTRY_ID,
  canCreateMix,
  countInClickLevels,
  emptyMixForm,
  MAX_CUSTOM_MIXES,
  type MixForm,
  mixableTracks,
  mixFormReducer,
  validateMixForm,
} from './mixes';
import { mixCreationPayloadSchema } from './mixesSchemas';
import { findPitchOption, findTempoOption, PITCH_OPTIONS, TEMPO_OPTIONS } from './mixOptions';

function track(id: string, track_type: Track['track_type']): Track {
  return { id, track_type, part: null, instrument: null, preview_mp3_url: null };
}

const tracks = [
  track('m', 'Master'),
  track('g', 'Track'),
  track('v', 'Track'),
  track('c', 'Click'),
];
const jamTrack = { id: 'jt1', tracks };
const validForm: MixForm = { ...emptyMixForm(), name: 'No vocals', mutedTrackIds: ['v'] };

describe('tempo options (part 2 §9 Tempo options)', () => {
  it('offers original, slower by 5…80 % and faster by 5…50 % as listed', () => {
    expect(TEMPO_OPTIONS.map((option) => option.value)).toEqual([
      'original',
      ...[5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80].map((p) => `slower-${p}`),
      ...[5, 10, 15, 20, 30, 40, 50].map((p) => `faster-${p}`),
    ]);
  });

  it('carries the speed multiplier sent with the mix', () => {
    expect(findTempoOption('original')?.speed).toBe(1);
    expect(findTempoOption('slower-5')).toEqual({
      value: 'slower-5',
      label: 'Slower by 5%',
      speed: 0.95,
    });
    expect(findTempoOption('slower-80')?.speed).toBe(0.2);
    expect(findTempoOption('faster-50')?.speed).toBe(1.5);
  });
});

describe('pitch options (part 2 §9 Pitch options)', () => {
  it('offers original and 1 to 12 semitones down or up', () => {
    expect(PITCH_OPTIONS).toHaveLength(25);
    expect(PITCH_OPTIONS.map((option) => option.semitones).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index - 12),
    );
    expect(findPitchOption('down-1')).toEqual({
      value: 'down-1',
      label: '1 semitone down',
      semitones: -1,
    });
    expect(findPitchOption('up-12')?.label).toBe('12 semitones up');
  });
});

describe('mixableTracks (part 2 §4 stems of type Track or Click)', () => {
  it('leaves out the master', () => {
    expect(mixableTracks(tracks).map((t) => t.id)).toEqual(['g', 'v', 'c']);
  });
});

describe('validateMixForm (part 2 §5 Create mix)', () => {
  it('asks for a muted track and a name', () => {
    expect(validateMixForm(emptyMixForm(), tracks)).toEqual({
      tracks: 'selectTrack',
      name: 'nameRequired',
    });
  });

  it('does not count the count-in or the master as a muted track', () => {
    let form = { ...emptyMixForm(), name: 'x', countIn: true };
    expect(validateMixForm(form, tracks)).toEqual({ tracks: 'selectTrack' });
    form = { ...form, mutedTrackIds: ['m'] };
    expect(validateMixForm(form, tracks)).toEqual({ tracks: 'selectTrack' });
  });

  it('accepts a named mix with a muted stem', () => {
    expect(validateMixForm(validForm, tracks)).toEqual({});
  });
});

describe('mix limit (part 2 §5, §9 Maximum 5 saved custom mixes)', () => {
  it('disables creation at 5 mixes', () => {
    expect(MAX_CUSTOM_MIXES).toBe(5);
    expect(canCreateMix(4)).toBe(true);
    expect(canCreateMix(5)).toBe(false);
  });
});

describe('buildMixCreationPayload (part 2 §3 Mix creation payload)', () => {
  it('sends speed, pitch, the count-in flag and every stem with its mute', () => {
    const form = {
      ...validForm,
      name: ' No vocals ',
      tempo: 'slower-20',
      pitch: 'down-2',
      countIn: true,
    };
    expect(buildMixCreationPayload(jamTrack, form)).toEqual({
      jamTrackID: 'jt1',
      name: 'No vocals',
      settings: {
        speed: 0.8,
        pitch: -2,
        'count-in': true,
        tracks: [
          { id: 'g', mute: false },
          { id: 'v', mute: true },
          { id: 'c', mute: false },
        ],
      },
    });
  });

  it('falls back to the original tempo and pitch for an unknown choice', () => {
    const payload = buildMixCreationPayload(jamTrack, { ...validForm, tempo: '?', pitch: '?' });
    expect(payload.settings).toMatchObject({ speed: 1, pitch: 0, 'count-in': false });
  });

  it('resets to an empty name, original tempo and pitch and no muted tracks (part 2 §4)', () => {
    expect(emptyMixForm()).toEqual({
      name: '',
      tempo: 'original',
      pitch: 'original',
      mutedTrackIds: [],
      countIn: false,
    });
  });
});

describe('mixCreationPayloadSchema (part 2 §5 Create mix, API side)', () => {
  it('accepts the payload the form builds', () => {
    const payload = buildMixCreationPayload(jamTrack, validForm);
    expect(mixCreationPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('takes numeric ids as strings', () => {
    const parsed = mixCreationPayloadSchema.parse({
      jamTrackID: 7,
      name: 'x',
      settings: { tracks: [{ id: 3, mute: true }] },
    });
    expect(parsed).toMatchObject({
      jamTrackID: '7',
      settings: { speed: 1, pitch: 0, tracks: [{ id: '3' }] },
    });
  });

  it("answers with the ids of the spec's texts", () => {
    const result = mixCreationPayloadSchema.safeParse({
      jamTrackID: 'jt1',
      name: ' ',
      settings: { speed: 1, pitch: 0, 'count-in': false, tracks: [{ id: 'g', mute: false }] },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'mix.nameRequired'],
      ['settings.tracks', 'mix.selectTrack'],
    ]);
  });

  it('takes a studio tempo between the options, so the file is made at the tempo heard', () => {
    const withSpeed = (speed: number) =>
      mixCreationPayloadSchema.safeParse({
        jamTrackID: 'jt1',
        name: 'x',
        settings: { speed, pitch: 0, tracks: [{ id: 'g', mute: true }] },
      }).success;
    expect(withSpeed(0.83)).toBe(true);
    expect(withSpeed(1.234)).toBe(true);
    expect(withSpeed(0.2)).toBe(true); // an option below the studio's range
    expect(withSpeed(0.8333)).toBe(false); // finer than the studio's steps
    expect(withSpeed(1.51)).toBe(false);
    expect(withSpeed(0.45 - 0.001)).toBe(false);
  });

  it('refuses a speed or pitch outside the options and a count-in sent as a track', () => {
    const result = mixCreationPayloadSchema.safeParse({
      jamTrackID: 'jt1',
      name: 'x',
      settings: { speed: 0.33, pitch: 13, tracks: [{ id: COUNT_IN_ENTRY_ID, mute: true }] },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'mix.invalidTempo',
      'mix.invalidPitch',
      'mix.countInNotATrack',
    ]);
    expect(
      mixCreationPayloadSchema.safeParse({
        jamTrackID: 'jt1',
        name: 'x',
        settings: { pitch: 1.5, tracks: [{ id: 'g', mute: true }] },
      }).error?.issues[0]?.message,
    ).toBe('mix.invalidPitch');
  });
});

describe('mixFormReducer (part 2 §4 Create mix form)', () => {
  it('shows Creating Mix... while creating and resets after success', () => {
    let state = mixFormReducer(
      { form: emptyMixForm(), status: 'idle' },
      { type: 'edit', form: validForm },
    );
    state = mixFormReducer(state, { type: 'submit' });
    expect(state.status).toBe('creating');
    expect(mixFormReducer(state, { type: 'edit', form: emptyMixForm() })).toBe(state);
    expect(mixFormReducer(state, { type: 'succeeded' })).toEqual({
      form: emptyMixForm(),
      status: 'idle',
    });
  });

  it('keeps the form for another try after a failure', () => {
    const creating = { form: validForm, status: 'creating' as const };
    expect(mixFormReducer(creating, { type: 'failed' })).toEqual({
      form: validForm,
      status: 'idle',
    });
  });
});

describe('count-in click levels', () => {
  const dbfs = (level: number) => 20 * Math.log10(level);

  it('clicks every beat at the same level: a count-in never fades', () => {
    const levels = countInClickLevels(4);
    expect(levels).toHaveLength(4);
    for (const level of levels) expect(dbfs(level)).toBeCloseTo(COUNT_IN_CLICK_DBFS, 6);
  });

  it('raises beat one alone when the accent is on', () => {
    const [one, ...rest] = countInClickLevels(4, true);
    expect(dbfs(one ?? 0)).toBeCloseTo(COUNT_IN_CLICK_DBFS + COUNT_IN_ACCENT_DB, 6);
    for (const level of rest) expect(dbfs(level)).toBeCloseTo(COUNT_IN_CLICK_DBFS, 6);
    expect(countInClickLevels(0)).toEqual([]);
  });
});
