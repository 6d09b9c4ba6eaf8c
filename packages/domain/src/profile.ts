import { z } from 'zod';
import {
  AVATAR_MIN_SIZE_PX,
  PROFILE_AUTOSAVE_DEBOUNCE_MS,
  PROFILE_NAME_MAX_LENGTH,
  RATE_DIVISOR,
} from './constants';
import { COMMITMENTS, COWRITING_PURPOSES, PROFICIENCY_LEVELS } from './person';
import { PROFILE_MESSAGES, type ProfileMessageKey } from './profileMessages';
import { userText } from './textRuleSchemas';

/** recording_pref (part 1 §9): 0 none, 1 my audio, 2 my audio and session mix. */
export const RECORDING_PREFS = { none: 0, myAudio: 1, myAudioAndSessionMix: 2 } as const;
export type RecordingPref = (typeof RECORDING_PREFS)[keyof typeof RECORDING_PREFS];

export { PROFILE_MESSAGES, type ProfileMessageKey } from './profileMessages';

export const RECORDING_PREF_LABELS: Readonly<Record<RecordingPref, ProfileMessageKey>> = {
  0: 'recordingPrefNone',
  1: 'recordingPrefMyAudio',
  2: 'recordingPrefMyAudioAndSessionMix',
};

export const recordingPrefSchema = z.literal(
  Object.values(RECORDING_PREFS),
  PROFILE_MESSAGES.recordingPrefInvalid,
);

/** Not in the spec: bounds so the API never stores unbounded text (names: constants.ts). */
export const PROFILE_PLACE_MAX_LENGTH = 100;
export const BIOGRAPHY_MAX_LENGTH = 4_000;
/** Not in the spec: the highest rate accepted, in cents (US$100,000). */
export const RATE_MAX_CENTS = 100_000 * RATE_DIVISOR;

const boundedText = (max: number) => userText().trim().max(max, PROFILE_MESSAGES.textTooLong);

/** An instrument on the profile (part 1 §3): proficiency 1-3 and a priority (0 first). */
export const profileInstrumentSchema = z.object({
  instrument_id: z.string().trim().min(1),
  proficiency_level: z.literal(PROFICIENCY_LEVELS, PROFILE_MESSAGES.proficiencyInvalid),
  priority: z.number().int().min(0),
  description: userText().optional(),
});

/** A genre on the profile (part 1 §3): genre_type is always 'profile'. */
export const profileGenreSchema = z.object({
  genre_id: z.string().trim().min(1),
  genre_type: z.literal('profile').default('profile'),
});

const rate = z.number().int().min(0).max(RATE_MAX_CENTS).nullable();

/**
 * Body of POST /users/{id} (part 1 §3 Profile, §7): every field optional, since autosave sends
 * what changed. The interests carry the details a person shows (part 1 §3 Interest flags).
 */
export const profileUpdateSchema = z
  .object({
    first_name: userText(PROFILE_MESSAGES.firstNameRequired)
      .trim()
      .min(1, PROFILE_MESSAGES.firstNameRequired)
      .max(PROFILE_NAME_MAX_LENGTH, PROFILE_MESSAGES.textTooLong),
    last_name: userText(PROFILE_MESSAGES.lastNameRequired)
      .trim()
      .min(1, PROFILE_MESSAGES.lastNameRequired)
      .max(PROFILE_NAME_MAX_LENGTH, PROFILE_MESSAGES.textTooLong),
    country: boundedText(PROFILE_PLACE_MAX_LENGTH),
    state: boundedText(PROFILE_PLACE_MAX_LENGTH),
    city: boundedText(PROFILE_PLACE_MAX_LENGTH),
    biography: boundedText(BIOGRAPHY_MAX_LENGTH),
    subscribe_email: z.boolean(),
    virtual_band: z.boolean(),
    virtual_band_commitment: z.literal(COMMITMENTS, PROFILE_MESSAGES.commitmentInvalid).nullable(),
    traditional_band: z.boolean(),
    traditional_band_commitment: z
      .literal(COMMITMENTS, PROFILE_MESSAGES.commitmentInvalid)
      .nullable(),
    traditional_band_touring: z.boolean().nullable(),
    cowriting: z.boolean(),
    cowriting_purpose: z
      .literal(COWRITING_PURPOSES, PROFILE_MESSAGES.cowritingPurposeInvalid)
      .nullable(),
    paid_sessions: z.boolean(),
    paid_sessions_hourly_rate: rate,
    paid_sessions_daily_rate: rate,
    free_sessions: z.boolean(),
    instruments: z.array(profileInstrumentSchema),
    genres: z.array(profileGenreSchema),
    accept_desktop_notifications: z.boolean(),
    recording_pref: recordingPrefSchema,
  })
  .partial();
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileField = keyof ProfileUpdate;

/** The editable profile (part 1 §3 Profile) as the edit screen loads it. */
export type Profile = Required<ProfileUpdate>;

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

/** Body of POST /users/{id}/avatar_v2 (part 1 §7): the image's url; the answer has v2_photo_url. */
export const avatarUpdateSchema = z.object({
  url: z
    .string(PROFILE_MESSAGES.avatarUrlRequired)
    .trim()
    .min(1, PROFILE_MESSAGES.avatarUrlRequired),
});
