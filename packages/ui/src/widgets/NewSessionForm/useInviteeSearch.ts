import { inviteeSearchApplies, SEARCH_DEBOUNCE_MS } from '@backline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserScheduler, type Scheduler } from '../../time/scheduler';

/** What the invitee search is doing with the typed text. */
export type InviteeSearchStatus =
  /** Under 3 characters: nothing is searched (part 1 §5). */
  | 'idle'
  /** Waiting for the typing to pause (400 ms, part 1 §5, §9). */
  | 'debouncing'
  | 'searching'
  | 'done'
  | 'failed';

export interface InviteeSearch<T> {
  query: string;
  setQuery: (query: string) => void;
  results: readonly T[];
  status: InviteeSearchStatus;
}

/**
 * The invitee filter's timing (part 1 §5): a search starts at 3 characters, 400 ms after the
 * last keystroke; only the answer to the latest text is kept, so a slow earlier answer never
 * replaces a newer one.
 */
export function useInviteeSearch<T>(
  search: (query: string) => Promise<readonly T[]>,
  scheduler: Scheduler = browserScheduler,
  delayMs: number = SEARCH_DEBOUNCE_MS,
): InviteeSearch<T> {
  const [query, setQueryState] = useState('');
  const [results, setResults] = useState<readonly T[]>([]);
  const [status, setStatus] = useState<InviteeSearchStatus>('idle');
  const cancelTimer = useRef<(() => void) | null>(null);
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(
    () => () => {
      cancelTimer.current?.();
      latest.current += 1;
    },
    [],
  );

  const setQuery = useCallback(
    (next: string) => {
      setQueryState(next);
      cancelTimer.current?.();
      cancelTimer.current = null;
      const request = ++latest.current;
      if (!inviteeSearchApplies(next)) {
        setResults([]);
        setStatus('idle');
        return;
      }
      setStatus('debouncing');
      cancelTimer.current = scheduler.setTimeout(() => {
        cancelTimer.current = null;
        setStatus('searching');
        searchRef.current(next.trim()).then(
          (found) => {
            if (request !== latest.current) return;
            setResults(found);
            setStatus('done');
          },
          () => {
            if (request !== latest.current) return;
            setResults([]);
            setStatus('failed');
          },
        );
      }, delayMs);
    },
    [scheduler, delayMs],
  );

  return { query, setQuery, results, status };
}
