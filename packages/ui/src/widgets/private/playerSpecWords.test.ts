import { MIX_MESSAGES, PACKAGE_MESSAGES } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';

const messages: Record<string, string> = en;

// The player widgets' English is the spec's, which the domain holds: one wording, checked here.
describe("player widgets speak the spec's words", () => {
  it('create mix texts (part 2 §5)', () => {
    for (const [key, text] of Object.entries(MIX_MESSAGES)) {
      expect(messages[`ui.mix.${key}`]).toBe(text);
    }
  });

  it('custom mix package texts (part 2 §8, §9)', () => {
    for (const [key, text] of Object.entries(PACKAGE_MESSAGES)) {
      expect(messages[`ui.package.${key}`]).toBe(text);
    }
  });
});
