import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PEOPLE_SEARCH_TEXT_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
} from '../constants';
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

  it('fills a constant the text shows from the constant, in every language', () => {
    expect(en['auth.passwordTooShort']).toContain('{min}');
    expect(domainText('auth.passwordTooShort')).toBe(
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    );
    expect(domainText('auth.passwordTooLong', {}, 'es')).toBe(
      `La contraseña debe tener como máximo ${PASSWORD_MAX_LENGTH} caracteres`,
    );
    expect(domainText('auth.nameTooLong')).toBe(
      `Names must be at most ${PROFILE_NAME_MAX_LENGTH} characters long`,
    );
  });
});

describe('domainMessages', () => {
  // The catalogue writes {min}/{max}; the number's home is the constant, filled in once here.
  it('fills a constant a text shows, in every language, so no reader has to', () => {
    const constants = {
      'auth.passwordTooShort': PASSWORD_MIN_LENGTH,
      'auth.passwordTooLong': PASSWORD_MAX_LENGTH,
      'auth.nameTooLong': PROFILE_NAME_MAX_LENGTH,
      'peopleFilter.textTooLong': PEOPLE_SEARCH_TEXT_MAX_LENGTH,
    } as const;
    for (const [id, value] of Object.entries(constants) as [keyof typeof constants, number][]) {
      for (const language of ['en', 'es'] as const) {
        const text = domainMessages[language][id];
        expect(argumentNames(text), `${language} ${id}`).toEqual([]);
        expect(text, `${language} ${id}`).toContain(String(value));
      }
    }
  });

  it('leaves an argument the caller gives as written', () => {
    expect(domainMessages.en['session.descriptionTooLong']).toContain('{max}');
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
  it('turns the English of every id, as the API sends it, back into the id', () => {
    for (const id of Object.keys(en) as (keyof typeof en)[]) {
      expect(domainMessageIdOf(domainText(id))).toBe(id);
    }
    expect(domainMessageIdOf('Incorrect email or password.')).toBe('auth.signInFailed');
    expect(domainMessageIdOf('Password must be at least 8 characters long')).toBe(
      'auth.passwordTooShort',
    );
  });

  it('knows no other text, ids and Spanish included', () => {
    expect(domainMessageIdOf('Something new')).toBeUndefined();
    expect(domainMessageIdOf('auth.signInFailed')).toBeUndefined();
    expect(domainMessageIdOf(es['auth.signInFailed'])).toBeUndefined();
  });
});
