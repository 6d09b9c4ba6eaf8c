import type { Notification } from '@backline/domain';

// In-memory notifications for the notification widgets' stories and tests.

/** The stories' "now": 2026-11-22 12:00 UTC. */
export const NOTIFICATIONS_NOW = new Date('2026-11-22T12:00:00Z');
const minutesAgo = (minutes: number) =>
  new Date(NOTIFICATIONS_NOW.getTime() - minutes * 60_000).toISOString();

const ana = { id: 'u1', name: 'Ana López', photo_url: null };
const ben = { id: 'u2', name: 'Ben Okafor', photo_url: null };

export const textMessageNotification: Notification = {
  id: 'n1',
  notification_id: 'n1',
  description: 'TEXT_MESSAGE',
  formatted_msg: 'Ana López sent you a message.',
  created_at: minutesAgo(5),
  read_at: null,
  source_user_id: ana.id,
  source_user: ana,
  message:
    'Hola! I listened to your blues jam from last night and loved the solo at the end. Would you ' +
    'like to play together on Thursday? I can bring a bass player too.',
  friend_request_id: null,
};

export const friendRequestNotification: Notification = {
  id: 'n2',
  notification_id: 'n2',
  description: 'FRIEND_REQUEST',
  formatted_msg: 'Ben Okafor sent you a friend request.',
  created_at: minutesAgo(3 * 60),
  read_at: null,
  source_user_id: ben.id,
  source_user: ben,
  message: null,
  friend_request_id: 'fr1',
};

/** A session invitation, read. */
export const sessionInvitationNotification: Notification = {
  id: 'n3',
  notification_id: 'n3',
  description: 'SESSION_INVITATION',
  formatted_msg: 'Ana López invited you to a session.',
  created_at: minutesAgo(2 * 24 * 60),
  read_at: minutesAgo(24 * 60),
  source_user_id: ana.id,
  source_user: ana,
  message: null,
  friend_request_id: null,
};

export const notifications: Notification[] = [
  textMessageNotification,
  friendRequestNotification,
  sessionInvitationNotification,
];

/** `count` notifications for a full dropdown: copies with their own ids, a minute apart. */
export function manyNotifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) => {
    const source = notifications[index % notifications.length]!;
    return {
      ...source,
      id: `many${index}`,
      notification_id: `many${index}`,
      created_at: minutesAgo(index + 1),
      friend_request_id: source.friend_request_id && `fr-many${index}`,
    };
  });
}
