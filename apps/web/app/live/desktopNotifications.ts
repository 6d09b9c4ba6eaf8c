import {
  type Notification as BacklineNotification,
  type DesktopNotificationPermission,
  desktopNotificationContent,
  NOTIFICATION_DESCRIPTIONS,
} from '@backline/domain';

/** Whether this browser can show desktop notifications at all. */
export const desktopNotificationsSupported = () =>
  typeof window !== 'undefined' && 'Notification' in window;

export function desktopNotificationPermission(): DesktopNotificationPermission | 'unsupported' {
  return desktopNotificationsSupported() ? window.Notification.permission : 'unsupported';
}

/**
 * A new text message becomes a desktop notification when the user allowed them (part 1 §4):
 * the sender's name and the text cut to 100 characters (domain `desktopNotificationContent`).
 * Only while the page is hidden: a visible page already shows the bell.
 */
export function showMessageNotification(notification: BacklineNotification): void {
  if (notification.description !== NOTIFICATION_DESCRIPTIONS.textMessage) return;
  if (desktopNotificationPermission() !== 'granted') return;
  if (typeof document !== 'undefined' && document.visibilityState === 'visible') return;
  const { title, body } = desktopNotificationContent(notification);
  try {
    new window.Notification(title, { body, tag: `backline-message-${notification.id}` });
  } catch {
    // Some browsers allow notifications only from a service worker; the bell still shows it.
  }
}
