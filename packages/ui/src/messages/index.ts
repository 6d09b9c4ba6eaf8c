import en from './en.json';
import es from './es.json';

/** The locales @backline/ui ships messages for. English is the fallback. */
export const uiLocales = ['en', 'es'] as const;
export type UILocale = (typeof uiLocales)[number];

/** Every message id of the package (all start with `ui.`). */
export type UIMessageId = keyof typeof en;

/** The package's messages by locale, for the app to merge into its own react-intl messages. */
export const uiMessages: Record<UILocale, Record<UIMessageId, string>> = { en, es };
