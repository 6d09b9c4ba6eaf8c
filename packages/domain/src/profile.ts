import {
  AVATAR_MIN_SIZE_PX,
  PROFILE_AUTOSAVE_DEBOUNCE_MS,
  PROFILE_NAME_MAX_LENGTH,
} from './constants';
import {
  COMMITMENTS,
  COWRITING_PURPOSES,
  type PersonNameMessageKey,
  PROFICIENCY_LEVELS,
} from './person';
import {
  BIOGRAPHY_MAX_LENGTH,
  PROFILE_PLACE_MAX_LENGTH,
  RECORDING_PREFS,
  type RecordingPref,
} from './profileLimits';
import type { ProfileMessageKey, ProfileProblemKey } from './profileMessages';
import type { ProfileUpdate } from './profileSchemas';
import { stripBidiControls } from './textRule';

export {
  BIOGRAPHY_MAX_LENGTH,
  RATE_MAX_CENTS,
  RECORDING_PREFS,
  type RecordingPref,
} from './profileLimits';

export const RECORDING_PREF_LABELS: Readonly<Record<RecordingPref, ProfileMessageKey>> = {
  0: 'recordingPrefNone',
  1: 'recordingPrefMyAudio',
  2: 'recordingPrefMyAudioAndSessionMix',
};

export type ProfileField = keyof ProfileUpdate;

/** The editable profile (part 1 §3 Profile) as the edit screen loads it. */
export type Profile = Required<ProfileUpdate>;

/**
 * A profile change's problems, a key by field (the first one of each field); its text is the
 * catalogue's `PROFILE_MESSAGE_IDS[key]`.
 */
export type ProfileProblems = Partial<Record<ProfileField, ProfileProblemKey>>;

const textLength = (value: string) => stripBidiControls(value).trim().length;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOneOf = (values: readonly unknown[], value: unknown) => values.includes(value);

/**
 * What the API's profile schema (`profileUpdateSchema`, profileSchemas.ts) says about a change,
 * as the message keys it words its issues with, without zod: the profile editor checks each
 * change with it in the browser, so autosave never sends what the API would refuse. Fields the
 * schema refuses with no profile message (a boolean that is not one, a rate out of range) have
 * no key here either; a test holds both to the same answers.
 */
export function profileUpdateProblems(change: ProfileUpdate): ProfileProblems {
  const problems: ProfileProblems = {};
  const value = change as Record<string, unknown>;
  const name = (field: 'first_name' | 'last_name', required: PersonNameMessageKey) => {
    const text = value[field];
    if (text === undefined) return;
    if (typeof text !== 'string' || textLength(text) < 1) problems[field] = required;
    else if (textLength(text) > PROFILE_NAME_MAX_LENGTH) problems[field] = 'textTooLong';
  };
  name('first_name', 'firstNameRequired');
  name('last_name', 'lastNameRequired');
  const bounded = [
    ['country', PROFILE_PLACE_MAX_LENGTH],
    ['state', PROFILE_PLACE_MAX_LENGTH],
    ['city', PROFILE_PLACE_MAX_LENGTH],
    ['biography', BIOGRAPHY_MAX_LENGTH],
  ] as const;
  for (const [field, max] of bounded) {
    const text = value[field];
    if (typeof text === 'string' && textLength(text) > max) problems[field] = 'textTooLong';
  }
  const choice = (field: ProfileField, values: readonly unknown[], key: ProfileProblemKey) => {
    const chosen = value[field];
    if (chosen !== undefined && chosen !== null && !isOneOf(values, chosen)) problems[field] = key;
  };
  choice('virtual_band_commitment', COMMITMENTS, 'commitmentInvalid');
  choice('traditional_band_commitment', COMMITMENTS, 'commitmentInvalid');
  choice('cowriting_purpose', COWRITING_PURPOSES, 'cowritingPurposeInvalid');
  const instruments = value.instruments;
  if (
    Array.isArray(instruments) &&
    instruments.some(
      (item) => isRecord(item) && !isOneOf(PROFICIENCY_LEVELS, item.proficiency_level),
    )
  ) {
    problems.instruments = 'proficiencyInvalid';
  }
  if (value.recording_pref !== undefined && !isRecordingPref(value.recording_pref)) {
    problems.recording_pref = 'recordingPrefInvalid';
  }
  return problems;
}

/** Whether a value is a recording preference (0, 1 or 2). */
export function isRecordingPref(value: unknown): value is RecordingPref {
  return isOneOf(Object.values(RECORDING_PREFS), value);
}

/** Fields typed as text: they save after a 2 s pause; every other change saves at once. */
export const PROFILE_TEXT_FIELDS: readonly ProfileField[] = [
  'first_name',
  'last_name',
  'biography',
  'paid_sessions_hourly_rate',
  'paid_sessions_daily_rate',
];

/** How long after a change of this field autosave waits (part 1 §4 Profile). */
export function autosaveDelayMs(field: ProfileField): number {
  return PROFILE_TEXT_FIELDS.includes(field) ? PROFILE_AUTOSAVE_DEBOUNCE_MS : 0;
}

/** The autosave of the edit-profile screen: changes waiting, when they are due, and a save in flight. */
export interface ProfileAutosave {
  pending: ProfileUpdate;
  /** Epoch ms when the pending changes are due, or null when nothing waits. */
  dueAtMs: number | null;
  saving: boolean;
}

export const INITIAL_PROFILE_AUTOSAVE: ProfileAutosave = {
  pending: {},
  dueAtMs: null,
  saving: false,
};

/**
 * A change was made (part 1 §4): text changes are due 2 s after the last keystroke; any other
 * change is due at once and takes waiting text changes with it.
 */
export function profileChanged(
  state: ProfileAutosave,
  change: ProfileUpdate,
  nowMs: number,
): ProfileAutosave {
  const fields = Object.keys(change) as ProfileField[];
  const delay = Math.min(...fields.map(autosaveDelayMs));
  return { ...state, pending: { ...state.pending, ...change }, dueAtMs: nowMs + delay };
}

/** Whether to start a save now: something is due and no save is in flight. */
export function profileSaveDue(state: ProfileAutosave, nowMs: number): boolean {
  return !state.saving && state.dueAtMs !== null && nowMs >= state.dueAtMs;
}

/** Starts a save: returns the body to POST and the state while it is in flight. */
export function startProfileSave(state: ProfileAutosave): {
  state: ProfileAutosave;
  body: ProfileUpdate;
} {
  return { state: { pending: {}, dueAtMs: null, saving: true }, body: state.pending };
}

/**
 * The save ended. On failure the unsaved fields wait again (newer edits win) until the next
 * change, so a server that is down is not hammered.
 */
export function finishProfileSave(
  state: ProfileAutosave,
  result: { ok: true } | { ok: false; body: ProfileUpdate },
): ProfileAutosave {
  if (result.ok) return { ...state, saving: false };
  return { ...state, saving: false, pending: { ...result.body, ...state.pending } };
}

/** Leaving warns during a save, or while changes wait to be saved (part 1 §4). */
export function warnsOnLeave(state: ProfileAutosave): boolean {
  return state.saving || Object.keys(state.pending).length > 0;
}

/**
 * Avatar upload (part 1 §5): the image must be at least 200x200 pixels. The source also holds a
 * "maximum 88x88", which contradicts the minimum; it is the size the avatar is shown at, not an
 * upload limit, so uploads are not refused for it. The crop is forced square (`centredSquareCrop`
 * proposes it, `avatarCropProblem` checks it).
 */
export function avatarUploadProblem(image: {
  width: number;
  height: number;
}): ProfileMessageKey | null {
  return image.width < AVATAR_MIN_SIZE_PX || image.height < AVATAR_MIN_SIZE_PX
    ? 'avatarTooSmall'
    : null;
}
