import { type DomainMessageId, domainMessages } from '@backline/domain';
import en from './en.json';
import es from './es.json';

/** The locales @backline/ui ships messages for. English is the fallback. */
export const uiLocales = ['en', 'es'] as const;
export type UILocale = (typeof uiLocales)[number];

/**
 * Every message id a component may show: the package's own (all start with `ui.`) and the
 * domain's catalogue (`textRule.notAllowed`), whose texts the API also answers.
 */
export type UIMessageId = keyof typeof en | DomainMessageId;

/**
 * The package's messages by locale, the domain's catalogue included, for the app to merge into
 * its own react-intl messages.
 */
export const uiMessages: Record<UILocale, Record<UIMessageId, string>> = {
  en: { ...domainMessages.en, ...en },
  es: { ...domainMessages.es, ...es },
};
