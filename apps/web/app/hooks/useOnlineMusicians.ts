import { ONLINE_MUSICIANS_REFRESH_MS, type Person } from '@backline/domain';
import { useEffect } from 'react';
import useSWR from 'swr';
import { apiFetcher } from '../api/fetcher';
import { sessionsPaths } from '../api/sessions';
import { useScheduler } from './SchedulerContext';

/** GET /api/users/lobby, from the loader's answer, refreshed every 20 s on the injected timers. */
export function useOnlineMusicians(fallback: { musicians: Person[] } | null) {
  const scheduler = useScheduler();
  const swr = useSWR<{ musicians: Person[] }>(
    sessionsPaths.lobby,
    apiFetcher,
    fallback ? { fallbackData: fallback, revalidateOnMount: false } : {},
  );
  const { mutate } = swr;
  useEffect(() => {
    let stop = () => {};
    const tick = () => {
      void mutate();
      stop = scheduler.setTimeout(tick, ONLINE_MUSICIANS_REFRESH_MS);
    };
    stop = scheduler.setTimeout(tick, ONLINE_MUSICIANS_REFRESH_MS);
    return () => stop();
  }, [mutate, scheduler]);
  return swr;
}
