import {
  type DisplayPreferences,
  type Language,
  parseDisplayPreferences,
  pickLanguage,
} from '@backline/domain';
import type { AppLoadContext } from '@remix-run/node';
import { DISPLAY_COOKIE, LANGUAGE_COOKIE, readCookie } from './cookies';

export interface RequestPreferences {
  language: Language;
  display: DisplayPreferences;
  /** Whether the display preferences came from the cookie (else they are the defaults). */
  displaySaved: boolean;
}

/** The language (chosen, else the browser's) and display preferences a request carries. */
export function readPreferences(request: Request): RequestPreferences {
  const cookies = request.headers.get('cookie');
  const savedDisplay = readCookie(cookies, DISPLAY_COOKIE);
  return {
    language: pickLanguage(
      readCookie(cookies, LANGUAGE_COOKIE),
      request.headers.get('accept-language'),
    ),
    display: parseDisplayPreferences(savedDisplay),
    displaySaved: savedDisplay !== null,
  };
}

/** Cookies get `Secure` when the product is served over HTTPS (PUBLIC_URL). */
export const isSecureSite = (context: AppLoadContext) =>
  context.platform.config.publicUrl.startsWith('https:');
