import type { DomainMessageId } from './domainMessages';
import type { PersonNameMessageKey } from './person';

// Apart from profile.ts (the rules) and profileSchemas.ts (zod): both name the profile's refusals.

/**
 * The profile's texts a widget shows (ui's `ui.profile.<key>`, part 1 §4, §8): the autosave
 * status, the recording preference's choices and outcome, the avatar's toasts and size refusal.
 */
export type ProfileMessageKey =
  | 'updating'
  | 'leaveWhileSaving'
  | 'recordingPrefNone'
  | 'recordingPrefMyAudio'
  | 'recordingPrefMyAudioAndSessionMix'
  | 'recordingPrefSaved'
  | 'recordingPrefFailed'
  | 'avatarUpdated'
  | 'avatarUpdateFailed'
  | 'avatarDeleted'
  | 'avatarDeleteFailed'
  | 'avatarTooSmall';

/** The profile's refusals, which the API answers (part 1 §7, §8) and the editor shows. */
export type ProfileProblemKey =
  | 'textTooLong'
  | 'recordingPrefInvalid'
  | 'proficiencyInvalid'
  | 'commitmentInvalid'
  | 'cowritingPurposeInvalid'
  | 'avatarUrlRequired'
  | PersonNameMessageKey;

/**
 * The catalogue id of each profile refusal; a blank name is the person's (sign-up and the
 * billing address say the same words), so the editor maps every problem through this one object.
 */
export const PROFILE_MESSAGE_IDS = {
  textTooLong: 'profile.textTooLong',
  recordingPrefInvalid: 'profile.recordingPrefInvalid',
  proficiencyInvalid: 'profile.proficiencyInvalid',
  commitmentInvalid: 'profile.commitmentInvalid',
  cowritingPurposeInvalid: 'profile.cowritingPurposeInvalid',
  avatarUrlRequired: 'profile.avatarUrlRequired',
  firstNameRequired: 'person.firstNameRequired',
  lastNameRequired: 'person.lastNameRequired',
} as const satisfies Record<ProfileProblemKey, DomainMessageId>;
