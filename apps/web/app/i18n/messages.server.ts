import { DEFAULT_LANGUAGE, type Language } from '@backline/domain';
import { uiMessagesFor } from '@backline/ui';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages } from './compiledMessages';
import { APP_NAMESPACES } from './messageIds';

type Messages = Record<string, string>;

// Every app/messages/<locale>/<namespace>.json, read at build time.
const files = import.meta.glob<Messages>('../messages/*/*.json', {
  eager: true,
  import: 'default',
});

/** The app's messages of one language, ids prefixed with their namespace (`auth.login.title`). */
export function appMessages(language: Language): Messages {
  const messages: Messages = {};
  for (const namespace of APP_NAMESPACES) {
    const file = files[`../messages/${language}/${namespace}.json`] ?? {};
    for (const [key, text] of Object.entries(file)) messages[`${namespace}.${key}`] = text;
  }
  return messages;
}

/**
 * Every text of a page in one language: the ui package's messages and the app's, each with
 * English beneath, so a message missing from a translation still shows (English is the
 * fallback).
 */
export function messageTextsFor(language: Language): Messages {
  return {
    ...uiMessagesFor(language),
    ...appMessages(DEFAULT_LANGUAGE),
    ...appMessages(language),
  };
}

const compiled = new Map<Language, CompiledMessages>();

/**
 * What the IntlProvider gets: `messageTextsFor(language)` parsed once per language into
 * react-intl's message syntax trees, as react-intl would parse each string on first use (same
 * parser, same locale). The browser then formats without the ICU parser, which its build leaves
 * out (vite.config.ts).
 */
export function messagesFor(language: Language): CompiledMessages {
  let messages = compiled.get(language);
  if (!messages) {
    const locale = new Intl.Locale(language);
    messages = Object.fromEntries(
      Object.entries(messageTextsFor(language)).map(([id, text]) => [id, parse(text, { locale })]),
    );
    compiled.set(language, messages);
  }
  return messages;
}
