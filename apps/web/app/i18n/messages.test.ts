import { AUTH_MESSAGES, LANGUAGES, TRANSLATION_NAMESPACES } from '@backline/domain';
import {
  isLiteralElement,
  isPoundElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { APP_NAMESPACES } from './messageIds';
import { appMessages, messagesFor } from './messages.server';

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

  it('words every domain auth message in English exactly as the domain does', () => {
    const auth = file('en', 'auth') ?? {};
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) {
      expect(auth[`messages.${key}`], key).toBe(text);
    }
  });
});

describe('messagesFor', () => {
  it('prefixes every app message with its namespace', () => {
    expect(appMessages('en')['auth.login.title']).toBe(file('en', 'auth')?.['login.title']);
  });

  it('gives Spanish where it exists, and the ui messages beside the app messages', () => {
    const spanish = messagesFor('es');
    expect(spanish['auth.login.title']).toBe(file('es', 'auth')?.['login.title']);
    expect(spanish['ui.spinner.label']).toBeTruthy();
  });
});
