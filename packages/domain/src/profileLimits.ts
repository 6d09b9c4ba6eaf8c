import { RATE_DIVISOR } from './constants';

// The profile's values and bounds, in a module of their own: both the rules (profile.ts) and the
// body's schema (profileSchemas.ts) read them, and neither may import the other's module back.

/** recording_pref (part 1 §9): 0 none, 1 my audio, 2 my audio and session mix. */
export const RECORDING_PREFS = { none: 0, myAudio: 1, myAudioAndSessionMix: 2 } as const;
export type RecordingPref = (typeof RECORDING_PREFS)[keyof typeof RECORDING_PREFS];

/** Not in the spec: bounds so the API never stores unbounded text (names: constants.ts). */
export const PROFILE_PLACE_MAX_LENGTH = 100;
export const BIOGRAPHY_MAX_LENGTH = 4_000;
/** Not in the spec: the highest rate accepted, in cents (US$100,000). */
export const RATE_MAX_CENTS = 100_000 * RATE_DIVISOR;
