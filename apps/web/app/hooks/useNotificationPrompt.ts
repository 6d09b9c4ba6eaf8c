import type { DesktopNotificationPermission } from '@backline/domain';
import { useCallback, useEffect, useState } from 'react';
import { accountPaths } from '../api/account';
import { apiPost } from '../api/fetcher';
import { desktopNotificationPermission } from '../live/desktopNotifications';

/** Where this browser remembers that the user said "No thanks" to the lobby's prompt. */
const DECLINED_KEY = 'backline.desktopNotificationPrompt.declined';

/**
 * The state the DesktopNotificationPrompt needs, read after hydration (the server has none).
 * A granted permission is saved on the profile (`accept_desktop_notifications`, the same flag as
 * /account/preferences) so the choice follows the user to other devices.
 */
export function useNotificationPrompt(userId: string) {
  const [state, setState] = useState<{
    permission: DesktopNotificationPermission;
    supported: boolean;
    declined: boolean;
  } | null>(null);

  useEffect(() => {
    const permission = desktopNotificationPermission();
    let declined = false;
    try {
      declined = window.localStorage.getItem(DECLINED_KEY) === 'true';
    } catch {
      // Storage refused (private mode): the prompt may show again next time.
    }
    setState({
      permission: permission === 'unsupported' ? 'default' : permission,
      supported: permission !== 'unsupported',
      declined,
    });
  }, []);

  const decline = useCallback(() => {
    try {
      window.localStorage.setItem(DECLINED_KEY, 'true');
    } catch {
      // See above.
    }
    setState((current) => (current ? { ...current, declined: true } : current));
  }, []);

  const enable = useCallback(async () => {
    if (!('Notification' in window)) return;
    const permission = await window.Notification.requestPermission();
    setState((current) => (current ? { ...current, permission } : current));
    if (permission === 'granted') {
      // Best effort: the browser permission stands even if the profile could not be saved.
      await apiPost(accountPaths.user(userId), { accept_desktop_notifications: true }).catch(
        () => null,
      );
    }
  }, [userId]);

  return { state, decline, enable };
}
