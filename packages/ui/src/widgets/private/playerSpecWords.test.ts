import { PACKAGE_MESSAGES } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';

const messages: Record<string, string> = en;

// The player widgets' English is the spec's, which the domain holds: one wording, checked here.
describe("player widgets speak the spec's words", () => {
  it('create mix texts (part 2 §5)', () => {
    expect(messages['ui.mix.create']).toBe('Create Mix');
    expect(messages['ui.mix.creating']).toBe('Creating Mix...');
    expect(messages['ui.mix.deleteConfirm']).toBe('Delete this custom mix?');
    expect(messages['ui.mix.countIn']).toBe('Count-in');
  });

  it('custom mix package texts (part 2 §8, §9)', () => {
    for (const [key, text] of Object.entries(PACKAGE_MESSAGES)) {
      expect(messages[`ui.package.${key}`]).toBe(text);
    }
  });
});
