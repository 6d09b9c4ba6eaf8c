import {
  COMMITMENT_LABELS,
  COWRITING_PURPOSE_LABELS,
  IDENTITY_FIELD_LABELS,
  PROFICIENCY_LABELS,
} from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '../../messages';
import en from '../../messages/en.json';

const messages: Record<string, string> = en;

/** The profile's words in the spec (part 1 §4, §8, §9), which the API's errors also use. */
const PROFILE_SPEC_WORDS = {
  updating: 'updating...',
  leaveWhileSaving: 'Your changes are still being saved. Leave this page anyway?',
  recordingPrefNone: 'none',
  recordingPrefMyAudio: 'my audio',
  recordingPrefMyAudioAndSessionMix: 'my audio and session mix',
  recordingPrefSaved: 'Your recording preference has been saved.',
  recordingPrefFailed: 'Failed to save recording preference. Please try again later.',
  avatarUpdated: 'Success! Your avatar has been updated.',
  avatarUpdateFailed: 'An error encountered when updating avatar.',
  avatarDeleted: 'Success! Your avatar has been deleted.',
  avatarDeleteFailed: 'An error encountered when deleting avatar.',
  avatarTooSmall: 'Choose an image of at least 200x200 pixels.',
};

/** The English ui message of each domain text, by id, beside the domain's own wording. */
function pairs(prefix: string, texts: Readonly<Record<string | number, string>>) {
  return Object.entries(texts).map(([key, text]) => [messages[`${prefix}${key}`], text]);
}

// The widgets' English is the spec's, which the domain holds: one wording, checked here.
describe("profile and identity widgets speak the spec's words", () => {
  it('profile messages (part 1 §4, §8, §9)', () => {
    for (const [ui, domain] of pairs('ui.profile.', PROFILE_SPEC_WORDS)) expect(ui).toBe(domain);
  });

  // The refusals the API answers are the domain catalogue's `profile.*`.
  it('profile refusals (part 1 §7, §8)', () => {
    expect(uiMessages.en['profile.textTooLong']).toBe('This text is too long');
    expect(uiMessages.en['profile.recordingPrefInvalid']).toBe(
      'Recording preference is one of 0, 1 or 2',
    );
    expect(uiMessages.en['profile.proficiencyInvalid']).toBe('Proficiency is 1, 2 or 3');
    expect(uiMessages.en['profile.commitmentInvalid']).toBe('Commitment is 1, 2, 3 or 4');
    expect(uiMessages.en['profile.cowritingPurposeInvalid']).toBe('Cowriting purpose is 1 or 2');
    expect(uiMessages.en['profile.avatarUrlRequired']).toBe('An image is required');
  });

  // A blank name is the domain catalogue's `person.*` (sign-up, the profile, the billing address).
  it('name refusals (part 1 §4, §8; part 2 §5)', () => {
    expect(uiMessages.en['person.firstNameRequired']).toBe('First Name is required');
    expect(uiMessages.en['person.lastNameRequired']).toBe('Last Name is required');
  });

  it('proficiency, commitment and cowriting purpose labels (part 1 §3)', () => {
    for (const [ui, domain] of [
      ...pairs('ui.profile.proficiency.', PROFICIENCY_LABELS),
      ...pairs('ui.profile.commitment.', COMMITMENT_LABELS),
      ...pairs('ui.profile.cowritingPurpose.', COWRITING_PURPOSE_LABELS),
    ]) {
      expect(ui).toBe(domain);
    }
  });

  // The identity refusals are the domain catalogue's (identity.*, auth.*); the labels stay here.
  it('identity field labels (part 2 §2, §5)', () => {
    for (const [ui, domain] of pairs('ui.identity.field.', IDENTITY_FIELD_LABELS)) {
      expect(ui).toBe(domain);
    }
  });
});
