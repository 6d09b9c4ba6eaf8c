import { INTERACTION_PING_MS } from '@backline/domain';
import { useEffect } from 'react';
import { sessionsPaths } from '../api/sessions';
import { useScheduler } from './SchedulerContext';

type Act = 'page:enter' | 'page:exit';

/** keepalive lets the exit ping outlive the page (pagehide); fetch sends the same-origin Origin. */
function ping(userId: string, act: Act): void {
  void fetch(sessionsPaths.appInteractions(userId), {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ client: 'browser', screen: 'session:lobby', act }),
  }).catch(() => {
    // A lost ping only shortens presence; the next one restores it.
  });
}

/**
 * Lobby presence (part 1 §4; decision 016): `page:enter` now and every 60 s while the page is
 * visible, `page:exit` when it is hidden or left; the server drops presence when pings stop.
 */
export function usePresencePings(userId: string): void {
  const scheduler = useScheduler();
  useEffect(() => {
    let stop: (() => void) | null = null;
    const loop = () => {
      ping(userId, 'page:enter');
      stop = scheduler.setTimeout(loop, INTERACTION_PING_MS);
    };
    const pause = () => {
      stop?.();
      stop = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        if (!stop) loop();
      } else {
        pause();
        ping(userId, 'page:exit');
      }
    };
    const onPageHide = () => {
      pause();
      ping(userId, 'page:exit');
    };
    if (document.visibilityState === 'visible') loop();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      pause();
      ping(userId, 'page:exit');
    };
  }, [userId, scheduler]);
}
