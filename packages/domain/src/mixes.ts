import { type FieldErrorKeys, isBlank } from './formRules';
import type { JamTrack, Track } from './jamtrack';
import {
  findPitchOption,
  findTempoOption,
  ORIGINAL_OPTION_VALUE,
  TEMPO_OPTIONS,
} from './mixOptions';
import { clampTempo, STUDIO_TEMPO_MAX, STUDIO_TEMPO_MIN } from './studio';

/** Part 2 §9 "Maximum 5 saved custom mixes". */
export const MAX_CUSTOM_MIXES = 5;

/**
 * What is wrong with a custom mix (part 2 §5), answered by the API and shown by the mix editor:
 * its text is the domain catalogue's `mix.<key>`.
 */
export type MixMessageKey =
  | 'selectTrack'
  | 'nameRequired'
  | 'invalidTempo'
  | 'invalidPitch'
  | 'countInNotATrack';

/** The count-in's entry in the track list: a flag of the mix, never sent as a track. */
export const COUNT_IN_ENTRY_ID = 'count-in';

/** The peak of every count-in click, in dBFS: each beat clicks at the same level. */
export const COUNT_IN_CLICK_DBFS = -9;
/** How much louder beat one clicks when the accent is asked for, in dB. */
export const COUNT_IN_ACCENT_DB = 3;

/**
 * The peak level (linear, 1 = full scale) of each of `beats` count-in clicks: all equal, beat
 * one raised by COUNT_IN_ACCENT_DB when `accent` is on. A count-in never fades.
 */
export function countInClickLevels(beats: number, accent = false): number[] {
  const level = 10 ** (COUNT_IN_CLICK_DBFS / 20);
  const accented = 10 ** ((COUNT_IN_CLICK_DBFS + COUNT_IN_ACCENT_DB) / 20);
  return Array.from({ length: Math.max(0, Math.floor(beats)) }, (_, beat) =>
    beat === 0 && accent ? accented : level,
  );
}

/** Stems a mix is made of: tracks of type Track or Click (the Master is the full mix). */
export function mixableTracks(tracks: readonly Track[]): Track[] {
  return tracks.filter((track) => track.track_type === 'Track' || track.track_type === 'Click');
}

/** The create-mix form. */
export interface MixForm {
  name: string;
  tempo: string;
  pitch: string;
  mutedTrackIds: readonly string[];
  countIn: boolean;
}

/**
 * The form at the start and after a successful creation (part 2 §4: empty name, tempo and pitch
 * original, no tracks muted). The count-in is switched off too: it is part of the mix.
 */
export function emptyMixForm(): MixForm {
  return {
    name: '',
    tempo: ORIGINAL_OPTION_VALUE,
    pitch: ORIGINAL_OPTION_VALUE,
    mutedTrackIds: [],
    countIn: false,
  };
}

/** Part 2 §4 "Create mix form: idle, then 'Creating Mix...'; on success it resets". */
export interface MixFormState {
  form: MixForm;
  status: 'idle' | 'creating';
}

export type MixFormEvent =
  | { type: 'edit'; form: MixForm }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed' };

export function mixFormReducer(state: MixFormState, event: MixFormEvent): MixFormState {
  switch (event.type) {
    case 'edit':
      return state.status === 'creating' ? state : { ...state, form: event.form };
    case 'submit':
      return { ...state, status: 'creating' };
    case 'succeeded':
      return { form: emptyMixForm(), status: 'idle' };
    case 'failed':
      return { ...state, status: 'idle' };
  }
}

/** Part 2 §5 "All creation is disabled once 5 mixes exist". */
export function canCreateMix(existingMixes: number): boolean {
  return existingMixes < MAX_CUSTOM_MIXES;
}

export type MixFormErrors = FieldErrorKeys<'tracks' | 'name', MixMessageKey>;

/** Part 2 §5: at least one of the JamTrack's stems muted, and a name. */
export function validateMixForm(form: MixForm, tracks: readonly Track[]): MixFormErrors {
  const errors: MixFormErrors = {};
  const stemIds = new Set(mixableTracks(tracks).map((track) => track.id));
  if (!form.mutedTrackIds.some((id) => stemIds.has(id))) errors.tracks = 'selectTrack';
  if (isBlank(form.name)) errors.name = 'nameRequired';
  return errors;
}

/** Body of POST /mixdowns (part 2 §3 "Mix creation payload"). */
export interface MixCreationPayload {
  jamTrackID: string;
  name: string;
  settings: {
    speed: number;
    pitch: number;
    'count-in': boolean;
    /** The studio's additions (studioMixAdditionsSchema): the count-in's length and accent. */
    'count-in-bars'?: 1 | 2;
    'count-in-accent'?: boolean;
    tracks: { id: string; mute: boolean }[];
  };
}

/** Every stem with its mute; the count-in goes as settings['count-in']. */
export function buildMixCreationPayload(
  jamTrack: Pick<JamTrack, 'id' | 'tracks'>,
  form: MixForm,
): MixCreationPayload {
  const muted = new Set(form.mutedTrackIds);
  return {
    jamTrackID: jamTrack.id,
    name: form.name.trim(),
    settings: {
      speed: findTempoOption(form.tempo)?.speed ?? 1,
      pitch: findPitchOption(form.pitch)?.semitones ?? 0,
      'count-in': form.countIn,
      tracks: mixableTracks(jamTrack.tracks).map((track) => ({
        id: track.id,
        mute: muted.has(track.id),
      })),
    },
  };
}

const SPEED_TOLERANCE = 1e-9;

/**
 * A mix's speed: one of the spec's tempo options (part 2 §9), or — an addition to the spec, like
 * per-track volume — any studio tempo (0.5–1.5 at the studio's 0.001 steps), so the mix saved
 * from the studio is made at the tempo the musician heard, not the nearest option.
 */
export function isTempoSpeed(speed: number): boolean {
  if (TEMPO_OPTIONS.some((option) => Math.abs(option.speed - speed) < SPEED_TOLERANCE)) return true;
  return (
    speed >= STUDIO_TEMPO_MIN &&
    speed <= STUDIO_TEMPO_MAX &&
    Math.abs(clampTempo(speed) - speed) < SPEED_TOLERANCE
  );
}
