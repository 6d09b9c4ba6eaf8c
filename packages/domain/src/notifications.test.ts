import { describe, expect, it } from 'vitest';
import {
  addNotification,
  desktopNotificationContent,
  desktopNotificationPrompt,
  enableDesktopNotifications,
  formatNotificationMessage,
  markFriendRequestAccepted,
  markNotificationsRead,
  type Notification,
  type NotificationsState,
  offersFriendRequestAccept,
  removeNotification,
} from './notifications';

function notification(id: string, over: Partial<Notification> = {}): Notification {
  return {
    id,
    notification_id: id,
    description: 'TEXT_MESSAGE',
    formatted_msg: `message ${id}`,
    created_at: '2025-06-01T10:00:00.000Z',
    read_at: null,
    source_user_id: 'u2',
    source_user: { id: 'u2', name: 'Ann Lee', photo_url: null },
    message: 'hello',
    friend_request_id: null,
    ...over,
  };
}

const read = '2025-06-01T11:00:00.000Z';

describe('unread counter (part 1 §4 Notifications)', () => {
  const state: NotificationsState = {
    notifications: [notification('1'), notification('2', { read_at: read })],
    unread_total: 1,
    next: null,
  };

  it('goes up when an unread notification is added, and the new one goes first', () => {
    const next = addNotification(state, notification('3'));
    expect(next.unread_total).toBe(2);
    expect(next.notifications.map((n) => n.id)).toEqual(['3', '1', '2']);
  });

  it('stays when a read notification is added', () => {
    expect(addNotification(state, notification('3', { read_at: read })).unread_total).toBe(1);
  });

  it('does not count a notification twice when its copy arrives again', () => {
    const next = addNotification(state, notification('1', { formatted_msg: 'edited' }));
    expect(next.unread_total).toBe(1);
    expect(next.notifications).toHaveLength(2);
    expect(next.notifications[0]?.formatted_msg).toBe('edited');
  });

  it('follows a copy that arrives read', () => {
    expect(addNotification(state, notification('1', { read_at: read })).unread_total).toBe(0);
  });

  it('goes down when an unread notification is removed', () => {
    const next = removeNotification(state, '1');
    expect(next.unread_total).toBe(0);
    expect(next.notifications.map((n) => n.id)).toEqual(['2']);
  });

  it('stays when a read one is removed, and ignores an unknown id', () => {
    expect(removeNotification(state, '2').unread_total).toBe(1);
    expect(removeNotification(state, 'nope')).toBe(state);
  });

  it('never goes below zero', () => {
    const drifted = { ...state, unread_total: 0 };
    expect(removeNotification(drifted, '1').unread_total).toBe(0);
  });

  it('opening the dropdown marks all as read and clears the counter', () => {
    const next = markNotificationsRead(state, new Date(read));
    expect(next.unread_total).toBe(0);
    expect(next.notifications.every((n) => n.read_at === read)).toBe(true);
  });
});

describe('friend request notifications (part 1 §4: accepting from a notification marks it accepted)', () => {
  const request = notification('9', { description: 'FRIEND_REQUEST', friend_request_id: 'fr1' });

  it('offers Accept on an unanswered friend request only', () => {
    expect(offersFriendRequestAccept(request)).toBe(true);
    expect(offersFriendRequestAccept(notification('1'))).toBe(false);
  });

  it('marks the notification of that request accepted', () => {
    const state = { notifications: [request, notification('1')], unread_total: 0, next: 0 };
    const next = markFriendRequestAccepted(state, 'fr1');
    expect(next.notifications[0]?.accepted).toBe(true);
    expect(next.notifications[1]?.accepted).toBeUndefined();
    expect(offersFriendRequestAccept(next.notifications[0]!)).toBe(false);
  });
});

describe('desktop notifications (part 1 §4 Lobby chat, §8)', () => {
  it('shows the permission modal after 10 s', () => {
    const base = { permission: 'default' as const, declined: false };
    expect(desktopNotificationPrompt({ ...base, msSinceLobbyEntered: 9_999 })).toBe('wait');
    expect(desktopNotificationPrompt({ ...base, msSinceLobbyEntered: 10_000 })).toBe('show');
  });

  it('never shows it when the user declined or the browser already answered', () => {
    expect(
      desktopNotificationPrompt({
        permission: 'default',
        declined: true,
        msSinceLobbyEntered: 1e6,
      }),
    ).toBe('never');
    expect(
      desktopNotificationPrompt({
        permission: 'granted',
        declined: false,
        msSinceLobbyEntered: 1e6,
      }),
    ).toBe('never');
  });

  it('alerts on a browser without notification support', () => {
    const outcome = enableDesktopNotifications(false);
    expect(outcome).toEqual({ kind: 'alert', message: 'browserUnsupported' });
    expect(enableDesktopNotifications(true)).toEqual({ kind: 'requestPermission' });
  });

  it('cuts the desktop notification text to 100 characters', () => {
    const content = desktopNotificationContent(notification('1', { message: 'x'.repeat(150) }));
    expect(content).toEqual({ title: 'Ann Lee', body: 'x'.repeat(100) });
    const bare = desktopNotificationContent(
      notification('2', { message: null, source_user: null, formatted_msg: 'Hi' }),
    );
    expect(bare).toEqual({ title: '', body: 'Hi' });
  });
});

describe('formatNotificationMessage (formatted_msg)', () => {
  it('names the source user in the text of each kind', () => {
    expect(formatNotificationMessage('FRIEND_REQUEST', 'Ana Lima')).toBe(
      'Ana Lima sent you a friend request.',
    );
    expect(formatNotificationMessage('TEXT_MESSAGE', 'Ana Lima')).toBe(
      'Ana Lima sent you a message.',
    );
    expect(formatNotificationMessage('FRIEND_REQUEST_ACCEPTED', 'Ana Lima')).toBe(
      'Ana Lima accepted your friend request.',
    );
  });

  it('has a text for kinds it does not know and for notices without a source', () => {
    expect(formatNotificationMessage('SOMETHING_NEW', 'Ana Lima')).toBe(
      'You have a new notification from Ana Lima.',
    );
    expect(formatNotificationMessage('toString', null)).toBe(
      'You have a new notification from Backline.',
    );
  });
});
