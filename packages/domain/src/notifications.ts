import { NOTIFICATION_PROMPT_DELAY_MS } from './constants';
import { chatNotificationText } from './display';
import { fillMessageTemplate } from './messageTemplate';

/** Notification kinds named by the spec (part 1 §3); others may appear. */
export const NOTIFICATION_DESCRIPTIONS = {
  textMessage: 'TEXT_MESSAGE',
  friendRequest: 'FRIEND_REQUEST',
} as const;

/**
 * Every kind the platform writes: the spec's two and the ones friendship and sessions add.
 * `description` is not limited to these ("others may appear").
 */
export const NOTIFICATION_KINDS = {
  ...NOTIFICATION_DESCRIPTIONS,
  friendRequestAccepted: 'FRIEND_REQUEST_ACCEPTED',
  sessionInvitation: 'SESSION_INVITATION',
  sessionJoinRequest: 'SESSION_JOIN_REQUEST',
  sessionJoinApproved: 'SESSION_JOIN_APPROVED',
  subscriptionRenewalFailed: 'SUBSCRIPTION_RENEWAL_FAILED',
} as const;

/**
 * `formatted_msg` of a notification by kind (the API composes it when it reads one); `{name}` is
 * the source user's name. A kind without a text of its own gets `NOTIFICATION_FORMAT_OTHER`.
 */
export const NOTIFICATION_FORMATS: Readonly<Record<string, string>> = {
  [NOTIFICATION_KINDS.textMessage]: '{name} sent you a message.',
  [NOTIFICATION_KINDS.friendRequest]: '{name} sent you a friend request.',
  [NOTIFICATION_KINDS.friendRequestAccepted]: '{name} accepted your friend request.',
  [NOTIFICATION_KINDS.sessionInvitation]: '{name} invited you to a session.',
  [NOTIFICATION_KINDS.sessionJoinRequest]: '{name} asked to join your session.',
  [NOTIFICATION_KINDS.sessionJoinApproved]: '{name} let you into their session.',
  [NOTIFICATION_KINDS.subscriptionRenewalFailed]:
    'Your subscription could not be renewed. Please update your payment method.',
};
export const NOTIFICATION_FORMAT_OTHER = 'You have a new notification from {name}.';
/** The name shown when a notification has no source user (a system notice). */
export const NOTIFICATION_SYSTEM_SOURCE = 'Backline';

export function formatNotificationMessage(description: string, sourceName: string | null): string {
  const template = Object.hasOwn(NOTIFICATION_FORMATS, description)
    ? (NOTIFICATION_FORMATS[description] as string)
    : NOTIFICATION_FORMAT_OTHER;
  return fillMessageTemplate(template, { name: sourceName ?? NOTIFICATION_SYSTEM_SOURCE });
}

/** Part 1 §2, §8: the notifications page, the bell and the desktop-notification texts. (keys; the words are in the message catalogues, decision 045) */
export type NotificationMessageKey =
  | 'title'
  | 'empty'
  | 'viewAll'
  | 'accept'
  | 'accepted'
  | 'delete'
  | 'browserUnsupported'
  | 'promptTitle'
  | 'promptText'
  | 'promptAccept'
  | 'promptDecline';

/** The user a notification, message or chat line comes from. */
export interface UserSummary {
  id: string;
  name: string;
  photo_url: string | null;
}

/** Notification (part 1 §3). Times are ISO 8601 strings. */
export interface Notification {
  id: string;
  notification_id: string;
  /** TEXT_MESSAGE, FRIEND_REQUEST or another kind. */
  description: string;
  formatted_msg: string;
  created_at: string;
  read_at: string | null;
  source_user_id: string | null;
  source_user: UserSummary | null;
  message: string | null;
  friend_request_id: string | null;
  /** True once the signed-in user accepted this friend request (part 1 §4). */
  accepted?: boolean;
}

/** Live notifications also carry session_id and text_message_id (part 1 §3). */
export interface LiveNotification extends Notification {
  session_id: string | null;
  text_message_id: string | null;
}

/**
 * GET /users/{id}/my_notifications (part 1 §3, §7). `next` is the offset of the next page, null
 * after the last one; `unread_total` counts every unread notification, loaded or not.
 */
export interface NotificationsPage {
  notifications: Notification[];
  next: number | null;
  unread_total: number;
}

/** What the bell and the notifications page hold. */
export interface NotificationsState {
  notifications: Notification[];
  unread_total: number;
  /** Offset of the next page to load; null when everything is loaded. */
  next: number | null;
}

export function isUnread(notification: Pick<Notification, 'read_at'>): boolean {
  return notification.read_at === null;
}

/**
 * A live notification arrived: it goes first, or replaces the copy we hold. The unread count goes
 * up when an unread notification is added (part 1 §4), and follows a changed read state of a copy.
 */
export function addNotification(
  state: NotificationsState,
  notification: Notification,
): NotificationsState {
  const existing = state.notifications.find((n) => n.id === notification.id);
  const delta = Number(isUnread(notification)) - (existing ? Number(isUnread(existing)) : 0);
  const notifications = existing
    ? state.notifications.map((n) => (n.id === notification.id ? notification : n))
    : [notification, ...state.notifications];
  return { ...state, notifications, unread_total: Math.max(0, state.unread_total + delta) };
}

/**
 * Deleting removes the notification from the list (DELETE answers 204); the unread count goes
 * down when an unread one is removed (part 1 §4).
 */
export function removeNotification(state: NotificationsState, id: string): NotificationsState {
  const removed = state.notifications.find((n) => n.id === id);
  if (!removed) return state;
  return {
    ...state,
    notifications: state.notifications.filter((n) => n.id !== id),
    unread_total: Math.max(0, state.unread_total - Number(isUnread(removed))),
  };
}

/** Opening the bell's dropdown marks notifications as read (part 1 §4, §7 …/read). */
export function markNotificationsRead(state: NotificationsState, now: Date): NotificationsState {
  const readAt = now.toISOString();
  return {
    ...state,
    notifications: state.notifications.map((n) => (isUnread(n) ? { ...n, read_at: readAt } : n)),
    unread_total: 0,
  };
}

/** Accepting a friend request from a notification marks it accepted (part 1 §4). */
export function markFriendRequestAccepted(
  state: NotificationsState,
  friendRequestId: string,
): NotificationsState {
  return {
    ...state,
    notifications: state.notifications.map((n) =>
      n.friend_request_id === friendRequestId ? { ...n, accepted: true } : n,
    ),
  };
}

/** Whether a notification offers Accept: an unanswered friend request. */
export function offersFriendRequestAccept(notification: Notification): boolean {
  return (
    notification.description === NOTIFICATION_DESCRIPTIONS.friendRequest &&
    notification.friend_request_id !== null &&
    notification.accepted !== true
  );
}

export type DesktopNotificationPermission = 'default' | 'granted' | 'denied';

/**
 * The desktop-notification permission modal of the lobby (part 1 §4): it appears after 10 s
 * unless the user declined, and never when the browser already has an answer.
 */
export function desktopNotificationPrompt(input: {
  permission: DesktopNotificationPermission;
  declined: boolean;
  msSinceLobbyEntered: number;
}): 'wait' | 'show' | 'never' {
  if (input.declined || input.permission !== 'default') return 'never';
  return input.msSinceLobbyEntered >= NOTIFICATION_PROMPT_DELAY_MS ? 'show' : 'wait';
}

/**
 * Accepting the modal asks the browser for permission, or shows the alert 'Sorry, your browser
 * does not support notifications.' when it has no notification support (part 1 §4, §8).
 */
export function enableDesktopNotifications(
  supported: boolean,
): { kind: 'requestPermission' } | { kind: 'alert'; message: NotificationMessageKey } {
  return supported
    ? { kind: 'requestPermission' }
    : { kind: 'alert', message: 'browserUnsupported' };
}

/** A live notification as a desktop notification: the sender's name and the text cut to 100. */
export function desktopNotificationContent(notification: Notification): {
  title: string;
  body: string;
} {
  return {
    title: notification.source_user?.name ?? '',
    body: chatNotificationText(notification.message ?? notification.formatted_msg),
  };
}
