import { domainMessages, LANGUAGES, TRANSLATION_NAMESPACES } from '@backline/domain';
import {
  isLiteralElement,
  isPoundElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messageText } from './compiledMessages';
import { APP_NAMESPACES } from './messageIds';
import { appMessages, messagesFor, messageTextsFor } from './messages.server';
import { pageTitle } from './meta';

type Messages = Record<string, string>;
const files = import.meta.glob<Messages>('../messages/*/*.json', {
  eager: true,
  import: 'default',
});
const file = (language: string, namespace: string) =>
  files[`../messages/${language}/${namespace}.json`];

/**
 * The argument names a message uses (`{count, number}` → `count`), read by the ICU parser that
 * react-intl formats with, so the words of a select's branches (`{Playing}`) are not taken for
 * arguments.
 */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isLiteralElement(element) || isPoundElement(element)) continue;
      if ('value' in element && typeof element.value === 'string') names.add(element.value);
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('app messages', () => {
  it('uses only the namespaces of the spec (part 1 §9)', () => {
    const onDisk = Object.keys(files).map((path) => path.split('/').at(-1)?.replace('.json', ''));
    for (const namespace of onDisk) {
      expect(TRANSLATION_NAMESPACES).toContain(namespace);
    }
    expect(new Set(onDisk)).toEqual(new Set(APP_NAMESPACES));
  });

  for (const namespace of APP_NAMESPACES) {
    const english = file('en', namespace) ?? {};
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const translated = file(language, namespace) ?? {};

      it(`${language}/${namespace}.json has every key of en`, () => {
        expect(Object.keys(english).filter((key) => !(key in translated))).toEqual([]);
      });

      it(`${language}/${namespace}.json has no key that en lacks`, () => {
        expect(Object.keys(translated).filter((key) => !(key in english))).toEqual([]);
      });

      it(`${language}/${namespace}.json keeps the arguments of every message`, () => {
        const mismatched = Object.entries(english)
          .filter(([key, text]) => {
            const other = translated[key];
            return other !== undefined && argumentsOf(other).join() !== argumentsOf(text).join();
          })
          .map(([key]) => key);
        expect(mismatched).toEqual([]);
      });
    }

    it(`no message of ${namespace} is empty`, () => {
      const empty = LANGUAGES.flatMap((language) =>
        Object.entries(file(language, namespace) ?? {})
          .filter(([, text]) => text.trim() === '')
          .map(([key]) => `${language}:${key}`),
      );
      expect(empty).toEqual([]);
    });
  }

  // The e-mail link pages' words live only here (the domain answers 'done' or 'failed').
  it('holds the spec’s failure texts of the e-mail link pages (part 1 §8)', () => {
    const en = appMessages('en');
    expect(en['unsubscribe.failed']).toBe(
      'An error occurred while unsubscribing. Please try again later.',
    );
    expect(en['profile.emailChange.failed']).toBe(
      'An error occurred while confirming your email change. Please try again later.',
    );
  });

  // A domain text's home is the domain's catalogue: a copy here would be a second place to change.
  it('holds no copy of a domain text', () => {
    const domainTexts = new Set(Object.values(domainMessages.en));
    const copies = Object.entries(appMessages('en')).filter(([, text]) => domainTexts.has(text));
    expect(copies).toEqual([]);
  });
});

describe('messagesFor', () => {
  it('prefixes every app message with its namespace', () => {
    expect(appMessages('en')['auth.login.title']).toBe(file('en', 'auth')?.['login.title']);
  });

  it('gives Spanish where it exists, and the ui messages beside the app messages', () => {
    const spanish = messageTextsFor('es');
    expect(spanish['auth.login.title']).toBe(file('es', 'auth')?.['login.title']);
    expect(spanish['ui.spinner.label']).toBeTruthy();
  });

  // The browser has no ICU parser: every message must reach it parsed, exactly as react-intl
  // would have parsed the text.
  it('hands every message over parsed, as react-intl parses it', () => {
    for (const language of LANGUAGES) {
      const texts = messageTextsFor(language);
      const parsed = messagesFor(language);
      expect(Object.keys(parsed)).toEqual(Object.keys(texts));
      for (const [id, text] of Object.entries(texts)) {
        expect(parsed[id], id).toEqual(parse(text, { locale: new Intl.Locale(language) }));
      }
    }
  });

  it('formats a parsed message as the text did, in both languages', () => {
    for (const language of LANGUAGES) {
      const intl = createIntl({ locale: language, messages: messagesFor(language) });
      const fromText = createIntl({ locale: language, messages: messageTextsFor(language) });
      for (const id of ['auth.login.title', 'ui.spinner.label', 'common.pageTitle']) {
        expect(intl.formatMessage({ id }, { page: 'X' })).toBe(
          fromText.formatMessage({ id }, { page: 'X' }),
        );
      }
    }
  });
});

describe('messageText', () => {
  it('fills the arguments of a parsed message and of a string alike', () => {
    const template = '{name} by {artist} (JamTrack)';
    for (const message of [template, parse(template)]) {
      expect(messageText(message, { name: 'Chicago Rain', artist: 'Big Ray' })).toBe(
        'Chicago Rain by Big Ray (JamTrack)',
      );
      expect(messageText(message, { name: 'X' })).toBe('X by {artist} (JamTrack)');
    }
    expect(messageText(undefined)).toBe('');
  });

  it('words a page title from the parsed root messages', () => {
    const messages = messagesFor('es');
    const [title] = pageTitle([{ id: 'root', data: { messages } }], 'auth.login.title');
    expect(title).toEqual({
      title: messageTextsFor('es')['common.pageTitle']?.replace(
        '{page}',
        messageTextsFor('es')['auth.login.title'] ?? '',
      ),
    });
  });
});
