import {
  type AppInteraction,
  INTERACTION_PING_MS,
  type LobbyPageEvent,
  lobbyInteractionFor,
} from '@backline/domain';
import { useEffect } from 'react';
import { sessionsPaths } from '../api/sessions';
import { useScheduler } from './SchedulerContext';

/** keepalive lets the exit ping outlive the page (pagehide); fetch sends the same-origin Origin. */
function ping(userId: string, interaction: AppInteraction): void {
  void fetch(sessionsPaths.appInteractions(userId), {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(interaction),
  }).catch(() => {
    // A lost ping only shortens presence; the next one restores it.
  });
}

/**
 * Lobby presence (part 1 §4; decision 016): what to send for each page event is the domain's
 * `lobbyInteractionFor` — `page:enter` now and every 60 s while the page is visible, `page:exit`
 * when it is hidden or left; the server drops presence when pings stop.
 */
export function usePresencePings(userId: string): void {
  const scheduler = useScheduler();
  useEffect(() => {
    let visible = document.visibilityState === 'visible';
    let stop: (() => void) | null = null;
    const report = (event: LobbyPageEvent) => {
      const interaction = lobbyInteractionFor(event, visible);
      if (interaction) ping(userId, interaction);
    };
    const schedule = () => {
      stop = scheduler.setTimeout(() => {
        report('ping');
        schedule();
      }, INTERACTION_PING_MS);
    };
    const pause = () => {
      stop?.();
      stop = null;
    };
    const onVisibility = () => {
      const nowVisible = document.visibilityState === 'visible';
      if (nowVisible === visible) return;
      report(nowVisible ? 'visible' : 'hidden');
      visible = nowVisible;
      if (visible) schedule();
      else pause();
    };
    const onPageHide = () => {
      pause();
      report('left');
      // Sent once: unmounting after pagehide says nothing more.
      visible = false;
    };
    report('opened');
    if (visible) schedule();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      pause();
      report('left');
    };
  }, [userId, scheduler]);
}
