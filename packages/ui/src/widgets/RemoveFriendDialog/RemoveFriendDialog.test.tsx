import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { RemoveFriendDialog } from './RemoveFriendDialog';

describe('RemoveFriendDialog', () => {
  it('names the friend, shortened to 20 characters', () => {
    renderWithUI(<RemoveFriendDialog isOpen personName="Maximiliano Fernández-Castillo" />);
    expect(screen.getByRole('alertdialog', { name: 'Remove friend' })).toHaveTextContent(
      'Are you sure you want to remove Maximiliano Fernánde… from your friends?',
    );
  });

  it('shows the removal error of §8 when the last try failed', () => {
    renderWithUI(<RemoveFriendDialog isOpen personName="Ana" hasError />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error encountered when removing friend.',
    );
  });

  it('Cancel closes without removing', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithUI(
      <RemoveFriendDialog
        isOpen
        personName="Ana"
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
