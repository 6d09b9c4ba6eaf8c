import {
  COMMITMENT_LABELS,
  COWRITING_PURPOSE_LABELS,
  IDENTITY_FIELD_LABELS,
  IDENTITY_MESSAGES,
  PROFICIENCY_LABELS,
  PROFILE_MESSAGES,
} from '@backline/domain';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';

const messages: Record<string, string> = en;

/** The English ui message of each domain text, by id, beside the domain's own wording. */
function pairs(prefix: string, texts: Readonly<Record<string | number, string>>) {
  return Object.entries(texts).map(([key, text]) => [messages[`${prefix}${key}`], text]);
}

// The widgets' English is the spec's, which the domain holds: one wording, checked here.
describe("profile and identity widgets speak the spec's words", () => {
  it('profile messages (part 1 §4, §8, §9)', () => {
    for (const [ui, domain] of pairs('ui.profile.', PROFILE_MESSAGES)) expect(ui).toBe(domain);
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

  it('identity messages and field labels (part 2 §2, §5)', () => {
    for (const [ui, domain] of [
      ...pairs('ui.identity.', IDENTITY_MESSAGES),
      ...pairs('ui.identity.field.', IDENTITY_FIELD_LABELS),
    ]) {
      expect(ui).toBe(domain);
    }
  });
});
