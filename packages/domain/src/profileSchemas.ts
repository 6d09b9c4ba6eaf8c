import { z } from 'zod';
import { PROFILE_NAME_MAX_LENGTH } from './constants';
import { COMMITMENTS, COWRITING_PURPOSES, PROFICIENCY_LEVELS } from './person';
import {
  BIOGRAPHY_MAX_LENGTH,
  PROFILE_PLACE_MAX_LENGTH,
  RATE_MAX_CENTS,
  RECORDING_PREFS,
} from './profileLimits';
import { PROFILE_MESSAGE_IDS } from './profileMessages';
import { userText } from './textRuleSchemas';

// The profile's input schemas (the API's), apart from the rules (profile.ts): the home page,
// /profile, /welcome and /account/preferences check a change with profileUpdateProblems and
// isRecordingPref and must not load zod (decision 025; decision 039, addendum of 2026-12-02
// afternoon). A domain test holds profileUpdateProblems to this schema's answers.

export const recordingPrefSchema = z.literal(
  Object.values(RECORDING_PREFS),
  PROFILE_MESSAGE_IDS.recordingPrefInvalid,
);

const boundedText = (max: number) => userText().trim().max(max, PROFILE_MESSAGE_IDS.textTooLong);

/** An instrument on the profile (part 1 §3): proficiency 1-3 and a priority (0 first). */
export const profileInstrumentSchema = z.object({
  instrument_id: z.string().trim().min(1),
  proficiency_level: z.literal(PROFICIENCY_LEVELS, PROFILE_MESSAGE_IDS.proficiencyInvalid),
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
    first_name: userText(PROFILE_MESSAGE_IDS.firstNameRequired)
      .trim()
      .min(1, PROFILE_MESSAGE_IDS.firstNameRequired)
      .max(PROFILE_NAME_MAX_LENGTH, PROFILE_MESSAGE_IDS.textTooLong),
    last_name: userText(PROFILE_MESSAGE_IDS.lastNameRequired)
      .trim()
      .min(1, PROFILE_MESSAGE_IDS.lastNameRequired)
      .max(PROFILE_NAME_MAX_LENGTH, PROFILE_MESSAGE_IDS.textTooLong),
    country: boundedText(PROFILE_PLACE_MAX_LENGTH),
    state: boundedText(PROFILE_PLACE_MAX_LENGTH),
    city: boundedText(PROFILE_PLACE_MAX_LENGTH),
    biography: boundedText(BIOGRAPHY_MAX_LENGTH),
    subscribe_email: z.boolean(),
    virtual_band: z.boolean(),
    virtual_band_commitment: z
      .literal(COMMITMENTS, PROFILE_MESSAGE_IDS.commitmentInvalid)
      .nullable(),
    traditional_band: z.boolean(),
    traditional_band_commitment: z
      .literal(COMMITMENTS, PROFILE_MESSAGE_IDS.commitmentInvalid)
      .nullable(),
    traditional_band_touring: z.boolean().nullable(),
    cowriting: z.boolean(),
    cowriting_purpose: z
      .literal(COWRITING_PURPOSES, PROFILE_MESSAGE_IDS.cowritingPurposeInvalid)
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

/** Body of POST /users/{id}/avatar_v2 (part 1 §7): the image's url; the answer has v2_photo_url. */
export const avatarUpdateSchema = z.object({
  url: z
    .string(PROFILE_MESSAGE_IDS.avatarUrlRequired)
    .trim()
    .min(1, PROFILE_MESSAGE_IDS.avatarUrlRequired),
});
