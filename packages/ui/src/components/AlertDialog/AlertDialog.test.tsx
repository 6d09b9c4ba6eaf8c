import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Button } from '../Button/Button';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

function renderConfirmation(props: Partial<AlertDialogProps> = {}, locale = 'en') {
  return renderWithUI(
    <DialogTrigger>
      <Button variant="danger">Delete mix</Button>
      <AlertDialog title="Delete this custom mix?" confirmLabel="Delete" {...props}>
        Its rendered MP3 is deleted too.
      </AlertDialog>
    </DialogTrigger>,
    locale,
  );
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its title and described by its message', async () => {
    const user = userEvent.setup();
    renderConfirmation();
    await user.click(screen.getByRole('button', { name: 'Delete mix' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this custom mix?' });
    expect(dialog).toHaveAccessibleDescription('Its rendered MP3 is deleted too.');
  });

  it('calls onConfirm once and closes when the user confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderConfirmation({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Delete mix' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes on Cancel without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderConfirmation({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Delete mix' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open after confirming when closeOnConfirm is off, for the caller to close', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithUI(
      <AlertDialog
        isOpen
        title="Remove Ana from your friends?"
        confirmLabel="Unfriend"
        closeOnConfirm={false}
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Unfriend' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('ignores presses on a pending confirm button and announces it as in progress', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithUI(
      <AlertDialog isOpen title="Change your plan?" isConfirmPending onConfirm={onConfirm} />,
    );
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm In progress' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('words its default buttons in the locale', async () => {
    const user = userEvent.setup();
    renderConfirmation({ confirmLabel: undefined }, 'es');
    await user.click(screen.getByRole('button', { name: 'Delete mix' }));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });
});
