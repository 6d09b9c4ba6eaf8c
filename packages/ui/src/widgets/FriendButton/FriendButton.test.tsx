import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { FriendButton } from './FriendButton';

describe('FriendButton', () => {
  it('not friends: "Add Friend" sends a request', async () => {
    const onSendRequest = vi.fn();
    renderWithUI(<FriendButton friendship="none" personName="Ana" onSendRequest={onSendRequest} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Friend' }));
    expect(onSendRequest).toHaveBeenCalledTimes(1);
  });

  it('pending: "Request Pending" is aria-disabled, focusable, and does nothing', async () => {
    const onSendRequest = vi.fn();
    renderWithUI(
      <FriendButton friendship="pending" personName="Ana" onSendRequest={onSendRequest} />,
    );
    const button = screen.getByRole('button', { name: 'Request Pending' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onSendRequest).not.toHaveBeenCalled();
  });

  it('pending: the tooltip says "Delete pending friend request"', async () => {
    renderWithUI(<FriendButton friendship="pending" personName="Ana" />);
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete pending friend request');
  });

  it('friends: "Unfriend this person" asks first, and only a confirmation removes', async () => {
    const onRemove = vi.fn();
    renderWithUI(<FriendButton friendship="friends" personName="Ana López" onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Unfriend this person' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove friend' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove Ana López from your friends?',
    );
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('speaks Spanish under es', () => {
    renderWithUI(<FriendButton friendship="none" personName="Ana" />, 'es');
    expect(screen.getByRole('button', { name: 'Agregar amigo' })).toBeInTheDocument();
  });

  it("carries every friendship text of the domain, in the spec's words", () => {
    const ui = Object.fromEntries(
      Object.entries(en)
        .filter(([id]) => id.startsWith('ui.friendship.'))
        .map(([id, text]) => [id.slice('ui.friendship.'.length), text]),
    );
    expect(ui).toEqual({
      addFriend: 'Add Friend',
      sendRequestTooltip: 'Send a friend request',
      pendingRequest: 'Request Pending',
      pendingRequestTooltip: 'Delete pending friend request',
      unfriend: 'Unfriend this person',
      requestSent: 'Success! Your friend request has been sent to {name}.',
      requestFailed: 'An error encountered when sending friend request.',
      removeFailed: 'An error encountered when removing friend.',
      requestAccepted: 'Friend request accepted',
      acceptFailed: 'Error accepting friend request.',
      removeConfirmTitle: 'Remove friend',
      removeConfirmText: 'Are you sure you want to remove {name} from your friends?',
      removeConfirm: 'Remove',
      cancel: 'Cancel',
      noRecords: 'No Records!',
      sortBy: 'Sort By',
      sortOnline: 'Online',
      sortAlphabetical: 'Alphabetical',
      sortLastActive: 'Last Active',
    });
  });
});
