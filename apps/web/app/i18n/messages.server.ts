import { DEFAULT_LANGUAGE, type Language } from '@backline/domain';
import { uiMessagesFor } from '@backline/ui';
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
 * What the IntlProvider gets: the ui package's messages and the app's, each with English
 * beneath, so a message missing from a translation still shows (English is the fallback).
 */
export function messagesFor(language: Language): Messages {
  return {
    ...uiMessagesFor(language),
    ...appMessages(DEFAULT_LANGUAGE),
    ...appMessages(language),
  };
}
