import { useCallback, useSyncExternalStore } from 'react';

const serverSnapshot = () => null;

/**
 * Whether a media query matches: `true`/`false` in a browser, `null` where it cannot be known
 * (on the server, and during hydration, which must render what the server rendered).
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = useCallback(
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : null),
    [query],
  );
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
