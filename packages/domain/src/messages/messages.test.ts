import { describe, expect, it } from 'vitest';
import {
  domainMessageIdOf,
  domainMessages,
  domainText,
  isDomainMessageId,
} from '../domainMessages';
import en from './en.json';
import es from './es.json';

/** The argument names a message uses: `{count, number}` → `count`. */
function argumentNames(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]!).sort();
}

describe('the domain catalogue', () => {
  it('names every id <area>.<key>', () => {
    const malformed = Object.keys(en).filter(
      (id) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/.test(id),
    );
    expect(malformed).toEqual([]);
  });

  it('has every id in es, and no id that en lacks', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('uses the same arguments in es as in en', () => {
    const translations: Record<string, string> = es;
    const mismatched = Object.entries(en)
      .filter(
        ([id, text]) => argumentNames(translations[id] ?? '').join() !== argumentNames(text).join(),
      )
      .map(([id]) => id);
    expect(mismatched).toEqual([]);
  });

  // Pages turn the API's English back into an id (domainMessageIdOf): two ids with the same
  // English would leave one of them without its own translation.
  it('words no two ids alike in English', () => {
    const seen = new Map<string, string>();
    const twice = Object.entries(en).filter(([id, text]) => {
      if (seen.has(text)) return true;
      seen.set(text, id);
      return false;
    });
    expect(twice).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = [...Object.entries(en), ...Object.entries(es)].filter(
      ([, text]) => text.trim() === '',
    );
    expect(empty).toEqual([]);
  });
});

describe('domainText', () => {
  it('answers the English text of an id by default', () => {
    expect(domainText('textRule.notAllowed')).toBe('Contains characters that are not allowed');
  });

  it('answers the text in the language asked for', () => {
    expect(domainText('textRule.notAllowed', {}, 'es')).toBe(
      domainMessages.es['textRule.notAllowed'],
    );
    expect(domainText('textRule.notAllowed', {}, 'es')).not.toBe(domainText('textRule.notAllowed'));
  });
});

describe('isDomainMessageId', () => {
  it('tells a catalogue id from any other text', () => {
    expect(isDomainMessageId('textRule.notAllowed')).toBe(true);
    expect(isDomainMessageId('Contains characters that are not allowed')).toBe(false);
    expect(isDomainMessageId('toString')).toBe(false);
  });
});

describe('domainMessageIdOf', () => {
  it('turns the English of every id back into the id', () => {
    for (const [id, text] of Object.entries(en)) expect(domainMessageIdOf(text)).toBe(id);
    expect(domainMessageIdOf('Incorrect email or password.')).toBe('auth.signInFailed');
  });

  it('knows no other text, ids and Spanish included', () => {
    expect(domainMessageIdOf('Something new')).toBeUndefined();
    expect(domainMessageIdOf('auth.signInFailed')).toBeUndefined();
    expect(domainMessageIdOf(es['auth.signInFailed'])).toBeUndefined();
  });
});
