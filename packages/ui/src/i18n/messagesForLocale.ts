import { type UILocale, type UIMessageId, uiLocales, uiMessages } from '../messages';

/** `es-MX` → `es`; anything the package has no messages for → `en`. */
export function uiLocaleFor(locale: string): UILocale {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  return (uiLocales as readonly string[]).includes(language ?? '') ? (language as UILocale) : 'en';
}

/**
 * The ui messages for a locale with English beneath, so a message missing from a translation
 * still shows text. Merge the result into the app's own messages: `{...uiMessagesFor(locale), ...app}`.
 */
export function uiMessagesFor(locale: string): Record<UIMessageId, string> {
  return { ...uiMessages.en, ...uiMessages[uiLocaleFor(locale)] };
}
