import {
  FRIENDSHIP_STATES,
  type FriendshipState,
  friendshipStateOf,
  nextFriendshipState,
} from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { FriendButton, type FriendButtonProps } from './FriendButton';

const meta = {
  title: 'Widgets/FriendButton',
  component: FriendButton,
  args: {
    friendship: 'none',
    personName: 'Ana López',
    onSendRequest: fn(),
    onRemove: fn(),
  },
  argTypes: { friendship: { control: 'inline-radio', options: FRIENDSHIP_STATES } },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: '3rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FriendButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFriends: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t['ui.friendship.addFriend'] }),
    );
    await expect(args.onSendRequest).toHaveBeenCalledTimes(1);
  },
};

/** Disabled with the tooltip 'Delete pending friend request', reached by Tab (part 1 §4). */
export const Pending: Story = {
  args: { friendship: 'pending' },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const button = within(canvasElement).getByRole('button', {
      name: t['ui.friendship.pendingRequest'],
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(t['ui.friendship.pendingRequestTooltip']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendRequest).not.toHaveBeenCalled();
  },
};

export const Friends: Story = { args: { friendship: 'friends' } };

/** The request is in flight (loading). */
export const SendingRequest: Story = { args: { isPending: true } };

/** The app's side of §4: sending sets pending, a failure reverts it (the error is a toast). */
function WithStateMachine({ fails, ...args }: FriendButtonProps & { fails: boolean }) {
  const [friendship, setFriendship] = useState<FriendshipState>(
    friendshipStateOf({ is_friend: false, pending_friend_request: false }),
  );
  return (
    <FriendButton
      {...args}
      friendship={friendship}
      onSendRequest={() => {
        args.onSendRequest?.();
        setFriendship((state) => nextFriendshipState(state, 'requestSent'));
        if (fails) setFriendship((state) => nextFriendshipState(state, 'requestFailed'));
      }}
    />
  );
}

/** Keyboard: Tab, Enter sends the request, and the button turns into "Request Pending". */
export const SendWithKeyboard: Story = {
  render: (args) => <WithStateMachine {...args} fails={false} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t['ui.friendship.addFriend'] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendRequest).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('button', { name: t['ui.friendship.pendingRequest'] }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A failed request (error): the button goes back to "Add Friend". */
export const RequestFails: Story = {
  render: (args) => <WithStateMachine {...args} fails />,
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t['ui.friendship.addFriend'] }));
    await expect(
      canvas.getByRole('button', { name: t['ui.friendship.addFriend'] }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** Keyboard: Enter on "Unfriend this person" asks; Cancel is focused; Tab, Enter removes. */
export const UnfriendWithKeyboard: Story = {
  args: { friendship: 'friends' },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog', {
      name: t['ui.friendship.removeConfirmTitle'],
    });
    await expect(dialog).toHaveTextContent('Ana López');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t['ui.dialog.cancel'] })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};
