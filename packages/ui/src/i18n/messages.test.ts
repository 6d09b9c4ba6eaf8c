import { type DomainMessageId, domainMessages } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import es from '../messages/es.json';
import { uiLocaleFor, uiMessagesFor } from './messagesForLocale';

/** The argument names a message uses: `{count, number}` → `count`. */
function argumentNames(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]!).sort();
}

const translations: Record<string, Record<string, string>> = { es };

describe('ui messages', () => {
  it('prefixes every id with "ui."', () => {
    const unprefixed = Object.keys(en).filter((id) => !id.startsWith('ui.'));
    expect(unprefixed).toEqual([]);
  });

  for (const [locale, messages] of Object.entries(translations)) {
    it(`${locale} has every key of en`, () => {
      const missing = Object.keys(en).filter((id) => !(id in messages));
      expect(missing).toEqual([]);
    });

    it(`${locale} has no key that en lacks`, () => {
      const extra = Object.keys(messages).filter((id) => !(id in en));
      expect(extra).toEqual([]);
    });

    it(`${locale} uses the same arguments as en in every message`, () => {
      const mismatched = Object.entries(en)
        .filter(([id, message]) => {
          const translated = messages[id];
          return (
            translated !== undefined &&
            argumentNames(translated).join() !== argumentNames(message).join()
          );
        })
        .map(([id]) => id);
      expect(mismatched).toEqual([]);
    });

    it(`${locale} translates every message into a non-empty string`, () => {
      const empty = Object.entries(messages)
        .filter(([, text]) => text.trim() === '')
        .map(([id]) => id);
      expect(empty).toEqual([]);
    });
  }
});

describe('uiLocaleFor', () => {
  it('maps a regional locale to its language', () => {
    expect(uiLocaleFor('es-MX')).toBe('es');
    expect(uiLocaleFor('ES_es')).toBe('es');
  });

  it('falls back to English for a language the package does not ship', () => {
    expect(uiLocaleFor('fr-FR')).toBe('en');
    expect(uiLocaleFor('')).toBe('en');
  });
});

describe('uiMessagesFor', () => {
  it('returns the translation for a shipped locale', () => {
    expect(uiMessagesFor('es')['ui.spinner.label']).toBe(es['ui.spinner.label']);
  });

  it('returns English for any other locale', () => {
    expect(uiMessagesFor('de')['ui.spinner.label']).toBe(en['ui.spinner.label']);
  });
});

describe('the domain catalogue in the ui messages', () => {
  it("gives every domain id the domain's text in each locale", () => {
    for (const locale of ['en', 'es'] as const) {
      const messages = uiMessagesFor(locale);
      const missing = Object.entries(domainMessages[locale]).filter(
        ([id, text]) => messages[id as DomainMessageId] !== text,
      );
      expect(missing).toEqual([]);
    }
  });

  it('holds no copy of a domain text under a ui id', () => {
    const domainTexts = new Set(Object.values(domainMessages.en));
    const copies = Object.entries(en).filter(([, text]) => domainTexts.has(text));
    expect(copies).toEqual([]);
  });
});
