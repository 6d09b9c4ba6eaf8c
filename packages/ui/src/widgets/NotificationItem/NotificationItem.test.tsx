import { NOTIFICATION_FORMAT_OTHER, NOTIFICATION_FORMATS } from '@backline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { NotificationItem } from './NotificationItem';
import {
  friendRequestNotification,
  NOTIFICATIONS_NOW,
  sessionInvitationNotification,
  textMessageNotification,
} from './notificationStoryData';
import { relativeTime } from './relativeTime';

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:59:30Z', { value: -30, unit: 'second' }],
    ['2026-11-22T11:55:00Z', { value: -5, unit: 'minute' }],
    ['2026-11-22T09:00:00Z', { value: -3, unit: 'hour' }],
    ['2026-11-20T12:00:00Z', { value: -2, unit: 'day' }],
    ['2026-11-01T12:00:00Z', { value: -3, unit: 'week' }],
    ['2026-05-22T12:00:00Z', { value: -6, unit: 'month' }],
    ['2023-11-22T12:00:00Z', { value: -3, unit: 'year' }],
  ])('%s is %j before now', (at, expected) => {
    expect(relativeTime(at, now)).toEqual(expected);
  });

  it('reads a moment slightly ahead of the clock as now', () => {
    expect(relativeTime('2026-11-22T12:00:05Z', now)).toEqual({ value: 0, unit: 'second' });
  });
});

describe('NotificationItem', () => {
  it('a text message: who sent it, the first 120 characters, how long ago, unread', () => {
    renderWithUI(
      <NotificationItem notification={textMessageNotification} now={NOTIFICATIONS_NOW} />,
    );
    const text = screen.getByText(/sent you a message/);
    expect(text).toHaveTextContent(/^Unread: Ana López sent you a message\./);
    const preview = (textMessageNotification.message ?? '').slice(0, 120);
    expect(text).toHaveTextContent(preview);
    expect(text).not.toHaveTextContent((textMessageNotification.message ?? '').slice(0, 121));
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
  });

  it('a text message leads to the conversation with its sender', () => {
    const href = vi.fn(
      (notification: { source_user_id: string | null }) =>
        `?open=message&id=${notification.source_user_id}`,
    );
    renderWithUI(
      <NotificationItem
        notification={textMessageNotification}
        now={NOTIFICATIONS_NOW}
        conversationHref={href}
      />,
    );
    const link = screen.getByRole('link', { name: 'Open conversation with Ana López' });
    expect(link).toHaveAttribute(
      'href',
      `?open=message&id=${textMessageNotification.source_user_id}`,
    );
    // Other kinds have no conversation.
    renderWithUI(
      <NotificationItem
        notification={friendRequestNotification}
        now={NOTIFICATIONS_NOW}
        conversationHref={href}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('a friend request: Accept inline, then "Accepted"', async () => {
    const onAccept = vi.fn();
    const { rerender } = renderWithUI(
      <NotificationItem
        notification={friendRequestNotification}
        now={NOTIFICATIONS_NOW}
        onAcceptFriendRequest={onAccept}
      />,
    );
    expect(screen.getByText(/Ben Okafor sent you a friend request/)).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toHaveAccessibleDescription(/Ben Okafor sent you a friend request/);
    await userEvent.click(accept);
    expect(onAccept).toHaveBeenCalledWith(friendRequestNotification);
    rerender(
      <NotificationItem
        notification={{ ...friendRequestNotification, accepted: true }}
        now={NOTIFICATIONS_NOW}
        onAcceptFriendRequest={onAccept}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
  });

  it('says when accepting failed', () => {
    renderWithUI(
      <NotificationItem
        notification={friendRequestNotification}
        now={NOTIFICATIONS_NOW}
        onAcceptFriendRequest={vi.fn()}
        hasAcceptError
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error accepting friend request.');
  });

  it("every kind in the domain's words, read ones without the unread mark", () => {
    renderWithUI(
      <NotificationItem notification={sessionInvitationNotification} now={NOTIFICATIONS_NOW} />,
    );
    expect(screen.getByText(/invited you/)).toHaveTextContent(
      /^Ana López invited you to a session\.$/,
    );
    expect(screen.getByText('2 days ago')).toBeInTheDocument();
  });

  it('a kind the domain does not know, without a source: the "other" text from Backline', () => {
    renderWithUI(
      <NotificationItem
        notification={{
          ...sessionInvitationNotification,
          description: 'SOMETHING_NEW',
          source_user: null,
          source_user_id: null,
        }}
        now={NOTIFICATIONS_NOW}
      />,
      'es',
    );
    expect(screen.getByText(/Backline/)).toHaveTextContent(
      'Tienes una nueva notificación de Backline.',
    );
  });

  it('deletes', async () => {
    const onDelete = vi.fn();
    renderWithUI(
      <NotificationItem
        notification={sessionInvitationNotification}
        now={NOTIFICATIONS_NOW}
        onDelete={onDelete}
      />,
      'es',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onDelete).toHaveBeenCalledWith(sessionInvitationNotification);
    // "numeric: auto" words it as people do: the day before yesterday.
    expect(screen.getByText('anteayer')).toBeInTheDocument();
  });

  it("carries the domain's text of every notification kind in English", () => {
    const ui = Object.fromEntries(
      Object.entries(en)
        .filter(([id]) => id.startsWith('ui.notificationFormat.'))
        .map(([id, text]) => [id.slice('ui.notificationFormat.'.length), text]),
    );
    expect(ui).toEqual({ ...NOTIFICATION_FORMATS, other: NOTIFICATION_FORMAT_OTHER });
  });

  it("carries the domain's notification texts in English", () => {
    const ui = Object.fromEntries(
      Object.entries(en)
        .filter(([id]) => id.startsWith('ui.notifications.'))
        .map(([id, text]) => [id.slice('ui.notifications.'.length), text]),
    );
    expect(ui).toEqual({
      title: 'Your Notifications',
      empty: 'No notifications found!',
      viewAll: 'view all',
      accept: 'Accept',
      accepted: 'Accepted',
      delete: 'Delete',
      browserUnsupported: 'Sorry, your browser does not support notifications.',
      promptTitle: 'Desktop notifications',
      promptText:
        'Get a desktop notification when someone messages you while you are in the lobby?',
      promptAccept: 'Enable notifications',
      promptDecline: 'No thanks',
    });
  });
});
