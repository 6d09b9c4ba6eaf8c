import { NATIVE_APP_DETECTION_TIMEOUT_MS, nativeAppDetection } from '@backline/domain';
import type { SessionHandOffPurpose } from '@backline/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useScheduler } from './SchedulerContext';

/** Where "Download app" goes: the hand-off page lists the downloads (GET /api/artifacts/clients). */
export const DOWNLOADS_HREF = '/applaunch#downloads';
/** Where "Get Help" goes on the main site (the footer's help desk). */
export const HELP_DESK_PATH = '/public/help-desk';

export type LaunchState =
  | { kind: 'idle' }
  | { kind: 'trying'; url: string; purpose: SessionHandOffPurpose }
  | { kind: 'found'; url: string; purpose: SessionHandOffPurpose }
  | { kind: 'notFound'; url: string; purpose: SessionHandOffPurpose };

/**
 * The hand-off to the desktop app (part 1 §1, §4 Join session): open the `backline://` link in a
 * hidden frame and watch whether the page loses focus to the app. When nothing answers within
 * 1 s (domain `nativeAppDetection`) the native-app-unavailable modal shows; otherwise a modal
 * keeps the link at hand. The wait runs on the injected scheduler.
 */
export function useSessionLaunch() {
  const scheduler = useScheduler();
  const [state, setState] = useState<LaunchState>({ kind: 'idle' });
  const cancel = useRef<(() => void) | null>(null);

  useEffect(() => () => cancel.current?.(), []);

  const launch = useCallback(
    (url: string, purpose: SessionHandOffPurpose = 'join') => {
      cancel.current?.();
      const startedAtMs = scheduler.now();
      let lostFocus = false;
      const onBlur = () => {
        lostFocus = true;
      };
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') lostFocus = true;
      };
      window.addEventListener('blur', onBlur);
      document.addEventListener('visibilitychange', onVisibility);
      const frame = document.createElement('iframe');
      frame.hidden = true;
      frame.title = 'backline';
      document.body.appendChild(frame);
      try {
        frame.src = url;
      } catch {
        // A browser that refuses the protocol outright: nothing answers, the modal says so.
      }
      setState({ kind: 'trying', url, purpose });
      const stopTimer = scheduler.setTimeout(() => {
        const outcome = nativeAppDetection({
          startedAtMs,
          nowMs: scheduler.now(),
          pageLostFocus: lostFocus,
        });
        setState({ kind: outcome === 'found' ? 'found' : 'notFound', url, purpose });
        cleanup();
      }, NATIVE_APP_DETECTION_TIMEOUT_MS);
      function cleanup() {
        window.removeEventListener('blur', onBlur);
        document.removeEventListener('visibilitychange', onVisibility);
        frame.remove();
        cancel.current = null;
      }
      cancel.current = () => {
        stopTimer();
        cleanup();
      };
    },
    [scheduler],
  );

  const close = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, launch, close };
}
