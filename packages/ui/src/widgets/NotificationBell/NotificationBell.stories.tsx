import {
  addNotification,
  markFriendRequestAccepted,
  markNotificationsRead,
  type Notification,
  type NotificationsState,
  removeNotification,
} from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import {
  manyNotifications,
  NOTIFICATIONS_NOW,
  notifications,
  textMessageNotification,
} from '../NotificationItem/notificationStoryData';
import { NotificationBell, type NotificationBellProps } from './NotificationBell';

const meta = {
  title: 'Widgets/NotificationBell',
  component: NotificationBell,
  args: {
    notifications,
    unreadTotal: 2,
    now: NOTIFICATIONS_NOW,
    onMarkRead: fn(),
    onAcceptFriendRequest: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    // The bell sits at the top bar's inline end; its dropdown opens below, towards the start.
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: '36rem' }}>
        <div>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const bellName = (locale: string, count: number) => {
  const t = uiMessagesFor(locale);
  return count > 0
    ? t['ui.notificationBell.labelWithUnread'].replace('{count, number}', String(count))
    : t['ui.notificationBell.label'];
};

export const Unread: Story = {
  play: async ({ canvasElement, globals }) => {
    const bell = within(canvasElement).getByRole('button', { name: bellName(globals.locale, 2) });
    await expect(bell).toHaveTextContent('2');
  },
};

/** 99 or more: "99+" (part 1 §9). */
export const NinetyNinePlus: Story = {
  args: { unreadTotal: 99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const AllRead: Story = { args: { unreadTotal: 0 } };

/** The app's side of §4: opening marks read, accept and delete update the state. */
function LiveBell(args: NotificationBellProps) {
  const [state, setState] = useState<NotificationsState>({
    notifications: [...args.notifications],
    unread_total: args.unreadTotal,
    next: null,
  });
  return (
    <>
      <NotificationBell
        {...args}
        notifications={state.notifications}
        unreadTotal={state.unread_total}
        onMarkRead={() => {
          args.onMarkRead?.();
          setState((current) => markNotificationsRead(current, args.now));
        }}
        onAcceptFriendRequest={(notification) => {
          args.onAcceptFriendRequest?.(notification);
          setState((current) =>
            markFriendRequestAccepted(current, notification.friend_request_id ?? ''),
          );
        }}
        onDelete={(notification) => {
          args.onDelete?.(notification);
          setState((current) => removeNotification(current, notification.id));
        }}
      />
      <Button
        variant="secondary"
        size="small"
        onPress={() =>
          setState((current) =>
            addNotification(current, {
              ...textMessageNotification,
              id: `live${current.notifications.length}`,
            } satisfies Notification),
          )
        }
      >
        A message arrives
      </Button>
    </>
  );
}

/** Keyboard: Enter opens the dropdown, which marks everything read; Escape closes it. */
export const OpenMarksReadWithKeyboard: Story = {
  render: (args) => <LiveBell {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: bellName(globals.locale, 2) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: t['ui.notificationBell.label'] });
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog.querySelector('[data-unread]')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const bell = canvas.getByRole('button', { name: bellName(globals.locale, 0) });
    // React Aria gives focus back on the frame after the dropdown unmounts: until then it is on
    // <body>, long enough on a loaded machine for an immediate check to fail.
    await waitFor(() => expect(bell).toHaveFocus());
    // A live notification raises the count again.
    await userEvent.click(canvas.getByRole('button', { name: 'A message arrives' }));
    await expect(canvas.getByRole('button', { name: bellName(globals.locale, 1) })).toBeVisible();
  },
};

/** Accept a friend request and delete a notification inside the dropdown. */
export const AcceptAndDelete: Story = {
  args: { defaultOpen: true },
  render: (args) => <LiveBell {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t['ui.notifications.accept'] }),
    );
    await expect(args.onAcceptFriendRequest).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByText(t['ui.notifications.accepted'])).toBeVisible();
    const deletes = within(dialog).getAllByRole('button', { name: t['ui.notifications.delete'] });
    await userEvent.click(deletes[0]!);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** A full page of 20 scrolls inside the dropdown; "view all" stays at its end. */
export const FullDropdown: Story = {
  args: { notifications: manyNotifications(20), unreadTotal: 20, defaultOpen: true },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(20);
    await expect(
      within(dialog).getByRole('link', { name: t['ui.notifications.viewAll'] }),
    ).toHaveAttribute('href', '/notifications');
  },
};

export const Loading: Story = {
  args: { notifications: [], unreadTotal: 0, isLoading: true, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('progressbar')).toBeVisible();
  },
};

/** Nothing yet: "No notifications found!" (part 1 §2). */
export const Empty: Story = {
  args: { notifications: [], unreadTotal: 0, defaultOpen: true },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(t['ui.notifications.empty'])).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { notifications: [], unreadTotal: 3, hasError: true, defaultOpen: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent(t['ui.notificationBell.loadFailed']);
    await userEvent.click(within(alert).getByRole('button', { name: t['ui.peopleTable.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
