import {
  DISPLAY_PREFERENCES_STORAGE_KEY,
  type DisplayPreferences,
  parseDisplayPreferences,
  serializeDisplayPreferences,
} from '@backline/domain';
import { useCallback, useEffect, useState } from 'react';
import { DISPLAY_COOKIE, preferenceCookie } from './cookies';

function save(preferences: DisplayPreferences) {
  const value = serializeDisplayPreferences(preferences);
  try {
    window.localStorage.setItem(DISPLAY_PREFERENCES_STORAGE_KEY, value);
  } catch {
    // Storage may be full or refused (private mode): the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads for the first paint.
  document.cookie = preferenceCookie(DISPLAY_COOKIE, value, window.location.protocol === 'https:');
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(DISPLAY_PREFERENCES_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Display preferences (part 1 §9) live in local storage, as the spec says, and in a cookie, so
 * the server renders the right theme class and direction in the first paint: no flash.
 * `initial` is what the server read; `savedInCookie` says whether it came from the cookie.
 */
export function useSavedDisplayPreferences(
  initial: DisplayPreferences,
  savedInCookie: boolean,
): [DisplayPreferences, (next: DisplayPreferences) => void] {
  const [preferences, setPreferences] = useState(initial);

  // The cookie rendered this page, so it is the latest choice (a form without JavaScript may
  // have changed it): local storage follows it. Without the cookie (cleared, expired) the
  // choice kept in local storage comes back, cookie included.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, against what the server rendered.
  useEffect(() => {
    if (savedInCookie) {
      save(initial);
      return;
    }
    const stored = readStorage();
    const next = stored === null ? initial : parseDisplayPreferences(stored);
    if (serializeDisplayPreferences(next) !== serializeDisplayPreferences(initial)) {
      setPreferences(next);
    }
    save(next);
  }, []);

  const change = useCallback((next: DisplayPreferences) => {
    const parsed = parseDisplayPreferences(next);
    save(parsed);
    setPreferences(parsed);
  }, []);

  return [preferences, change];
}
