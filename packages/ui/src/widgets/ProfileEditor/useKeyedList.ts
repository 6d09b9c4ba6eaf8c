import { useEffect, useRef, useState } from 'react';

export type KeyedListStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface KeyedListState<T> {
  key: string | null;
  status: KeyedListStatus;
  items: readonly T[];
}

/** A list already at hand for one key (e.g. the regions of the saved country, from a loader). */
export interface KnownList<T> {
  key: string;
  items: readonly T[];
}

function startState<T>(key: string | null, known: KnownList<T> | undefined): KeyedListState<T> {
  if (key === null) return { key, status: 'idle', items: [] };
  if (known && known.key === key) return { key, status: 'ready', items: known.items };
  return { key, status: 'loading', items: [] };
}

/**
 * The list for the current key (regions of a country, cities of a region), loaded with `load`
 * whenever the key changes, unless `known` already holds it. An answer for a key that is no
 * longer current is dropped, so a quick change of country never shows another country's regions.
 */
export function useKeyedList<T>(
  key: string | null,
  load: () => Promise<readonly T[]>,
  known?: KnownList<T>,
) {
  const [state, setState] = useState<KeyedListState<T>>(() => startState(key, known));
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const knownRef = useRef(known);
  knownRef.current = known;

  useEffect(() => {
    const start = startState(key, attempt === 0 ? knownRef.current : undefined);
    setState(start);
    if (start.status !== 'loading') return;
    let current = true;
    loadRef.current().then(
      (items) => current && setState({ key, status: 'ready', items }),
      () => current && setState({ key, status: 'failed', items: [] }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  // Until the effect has run for a new key, the old key's list is not this key's.
  const shown = state.key === key ? state : startState<T>(key, undefined);
  return { ...shown, retry: () => setAttempt((n) => n + 1) };
}
