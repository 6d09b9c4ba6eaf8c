// Apart from profile.ts (its zod schemas): the avatar rules word their problems with these.

/** Profile texts (part 1 §4, §8). */
export const PROFILE_MESSAGES = {
  updating: 'updating...',
  leaveWhileSaving: 'Your changes are still being saved. Leave this page anyway?',
  textTooLong: 'This text is too long',
  recordingPrefNone: 'none',
  recordingPrefMyAudio: 'my audio',
  recordingPrefMyAudioAndSessionMix: 'my audio and session mix',
  recordingPrefInvalid: 'Recording preference is one of 0, 1 or 2',
  recordingPrefSaved: 'Your recording preference has been saved.',
  recordingPrefFailed: 'Failed to save recording preference. Please try again later.',
  proficiencyInvalid: 'Proficiency is 1, 2 or 3',
  commitmentInvalid: 'Commitment is 1, 2, 3 or 4',
  cowritingPurposeInvalid: 'Cowriting purpose is 1 or 2',
  avatarUpdated: 'Success! Your avatar has been updated.',
  avatarUpdateFailed: 'An error encountered when updating avatar.',
  avatarDeleted: 'Success! Your avatar has been deleted.',
  avatarDeleteFailed: 'An error encountered when deleting avatar.',
  avatarTooSmall: 'Choose an image of at least 200x200 pixels.',
  avatarUrlRequired: 'An image is required',
} as const;
export type ProfileMessageKey = keyof typeof PROFILE_MESSAGES;
