import {
  markFriendRequestAccepted,
  type Notification,
  type NotificationsState,
} from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { NotificationItem, type NotificationItemProps } from './NotificationItem';
import {
  friendRequestNotification,
  NOTIFICATIONS_NOW,
  sessionInvitationNotification,
  textMessageNotification,
} from './notificationStoryData';

const meta = {
  title: 'Widgets/NotificationItem',
  component: NotificationItem,
  args: {
    notification: textMessageNotification,
    now: NOTIFICATIONS_NOW,
    onAcceptFriendRequest: fn(),
    onDelete: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxInlineSize: '24rem' }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text message, unread: the sender, the first 120 characters, how long ago. */
export const TextMessage: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const item = canvasElement.querySelector('[data-unread]');
    await expect(item).toHaveTextContent(
      t['ui.notificationFormat.TEXT_MESSAGE'].replace('{name}', 'Ana López'),
    );
  },
};

export const FriendRequest: Story = { args: { notification: friendRequestNotification } };

/** Accepting inline (part 1 §4): the app marks it accepted, and the item says so. */
function AcceptFlow(args: NotificationItemProps) {
  const [state, setState] = useState<NotificationsState>({
    notifications: [args.notification],
    unread_total: 1,
    next: null,
  });
  return (
    <NotificationItem
      {...args}
      notification={state.notifications[0] as Notification}
      onAcceptFriendRequest={(notification) => {
        args.onAcceptFriendRequest?.(notification);
        setState((current) =>
          markFriendRequestAccepted(
            { ...current, next: null },
            notification.friend_request_id ?? '',
          ),
        );
      }}
    />
  );
}

/** Keyboard: Tab to Accept, Enter accepts, and "Accepted" replaces the button. */
export const AcceptWithKeyboard: Story = {
  args: { notification: friendRequestNotification },
  render: (args) => <AcceptFlow {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t['ui.notifications.accept'] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcceptFriendRequest).toHaveBeenCalledWith(friendRequestNotification);
    await expect(canvas.getByText(t['ui.notifications.accepted'])).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t['ui.notifications.accept'] })).toBeNull();
  },
};

/** Accepting is on its way (loading). */
export const Accepting: Story = {
  args: { notification: friendRequestNotification, isAccepting: true },
};

/** Accepting failed (error of §8). */
export const AcceptFailed: Story = {
  args: { notification: friendRequestNotification, hasAcceptError: true },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t['ui.friendship.acceptFailed'],
    );
  },
};

/** Another kind, read: the server's formatted_msg. */
export const OtherKindRead: Story = { args: { notification: sessionInvitationNotification } };

/** Delete with the keyboard. */
export const DeleteWithKeyboard: Story = {
  args: { notification: sessionInvitationNotification },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: t['ui.notifications.delete'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(sessionInvitationNotification);
  },
};
