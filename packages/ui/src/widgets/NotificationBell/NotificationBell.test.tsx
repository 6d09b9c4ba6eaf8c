import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { NOTIFICATIONS_NOW, notifications } from '../NotificationItem/notificationStoryData';
import { NotificationBell } from './NotificationBell';

describe('NotificationBell', () => {
  it('shows the unread count, and says it', () => {
    renderWithUI(
      <NotificationBell notifications={notifications} unreadTotal={7} now={NOTIFICATIONS_NOW} />,
    );
    const bell = screen.getByRole('button', { name: 'Notifications, 7 unread' });
    expect(bell).toHaveTextContent('7');
  });

  it('shows 99+ at 99 or more while the name says the exact count', () => {
    renderWithUI(
      <NotificationBell notifications={notifications} unreadTotal={150} now={NOTIFICATIONS_NOW} />,
      'es',
    );
    const bell = screen.getByRole('button', { name: 'Notificaciones, 150 sin leer' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  });

  it('has no badge when everything is read', () => {
    renderWithUI(
      <NotificationBell notifications={notifications} unreadTotal={0} now={NOTIFICATIONS_NOW} />,
    );
    expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toBe('');
  });

  it('opening the dropdown marks them read, once per opening with unread ones', async () => {
    const onMarkRead = vi.fn();
    const { rerender } = renderWithUI(
      <NotificationBell
        notifications={notifications}
        unreadTotal={2}
        now={NOTIFICATIONS_NOW}
        onMarkRead={onMarkRead}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(onMarkRead).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    // The app marked them read: opening again asks for nothing.
    rerender(
      <NotificationBell
        notifications={notifications}
        unreadTotal={0}
        now={NOTIFICATIONS_NOW}
        onMarkRead={onMarkRead}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('dialog');
    expect(onMarkRead).toHaveBeenCalledTimes(1);
  });

  it('says "No notifications found!" and links "view all" to /notifications', () => {
    renderWithUI(
      <NotificationBell notifications={[]} unreadTotal={0} now={NOTIFICATIONS_NOW} defaultOpen />,
    );
    expect(screen.getByText('No notifications found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'view all' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});
