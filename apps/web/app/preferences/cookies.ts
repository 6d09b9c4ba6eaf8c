import { DISPLAY_PREFERENCES_STORAGE_KEY } from '@backline/domain';

/** The UI language the person chose (the Accept-Language header decides until they do). */
export const LANGUAGE_COOKIE = 'backline.language';
/** The display preferences, mirrored from local storage so the server renders the right theme. */
export const DISPLAY_COOKIE = DISPLAY_PREFERENCES_STORAGE_KEY;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** One cookie's value from a Cookie header (or `document.cookie`), decoded; null if absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * A preference cookie: readable by the page's script (it is not a secret), sent on same-site
 * navigations only, kept a year.
 */
export function preferenceCookie(name: string, value: string, secure: boolean): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
