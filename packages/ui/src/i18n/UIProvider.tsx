import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { uiMessagesFor } from './messagesForLocale';

export interface UIProviderProps {
  /** A BCP 47 locale, e.g. `en`, `es`, `es-MX`. Sets react-intl and React Aria's locale. */
  locale: string;
  /** The app's own messages, merged over the ui messages. @default {} */
  messages?: Record<string, string>;
  children: ReactNode;
}

/**
 * Gives components their locale and messages. An app that already has an `IntlProvider` merges
 * `uiMessagesFor(locale)` into it and wraps the tree in React Aria's `I18nProvider` instead.
 */
export function UIProvider({ locale, messages, children }: UIProviderProps) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={{ ...uiMessagesFor(locale), ...messages }}
    >
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </IntlProvider>
  );
}
