import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { ChangeEmailForm } from './ChangeEmailForm';

// No delay between keystrokes: the tests stay quick on a busy machine.
const user = userEvent.setup({ delay: null });

const password = () => screen.getByLabelText(/^Current password/);
const email = () => screen.getByRole('textbox', { name: /^New Email/ });
const submit = () => screen.getByRole('button', { name: 'Change email' });

describe('ChangeEmailForm', () => {
  it('sends update_email and current_password once both are valid', async () => {
    const onSubmit = vi.fn();
    renderWithUI(<ChangeEmailForm onSubmit={onSubmit} />);
    await user.type(password(), 'secret');
    await user.type(email(), 'ana@example.com');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      update_email: 'ana@example.com',
      current_password: 'secret',
    });
  });

  it('shows the domain’s messages under the fields and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithUI(<ChangeEmailForm onSubmit={onSubmit} />);
    await user.type(email(), 'not-an-email');
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription('Current password is required');
    expect(email()).toHaveAccessibleDescription('Email is invalid');
    expect(onSubmit).not.toHaveBeenCalled();
    // Typing in a field clears its message.
    await user.type(password(), 'x');
    expect(password()).not.toHaveAttribute('aria-invalid');
  });

  it('shows server errors prefixed with the label until the field is edited', async () => {
    const errors = { current_password: ['is incorrect'] };
    const { rerender } = renderWithUI(<ChangeEmailForm onSubmit={vi.fn()} serverErrors={errors} />);
    expect(password()).toHaveAccessibleDescription('Current password is incorrect');
    fireEvent.change(password(), { target: { value: 'again' } });
    expect(password()).not.toHaveAttribute('aria-invalid');
    // A new answer shows again, even for an edited field.
    rerender(
      <ChangeEmailForm onSubmit={vi.fn()} serverErrors={{ current_password: ['is incorrect'] }} />,
    );
    expect(password()).toHaveAccessibleDescription('Current password is incorrect');
  });

  it('ignores a submit while pending', async () => {
    const onSubmit = vi.fn();
    renderWithUI(<ChangeEmailForm onSubmit={onSubmit} isPending />);
    await user.type(password(), 'secret');
    await user.type(email(), 'ana@example.com{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears both fields on success and names the address the link went to', async () => {
    const { rerender } = renderWithUI(<ChangeEmailForm onSubmit={vi.fn()} />);
    await user.type(password(), 'secret');
    await user.type(email(), ' ana.new@example.com ');
    rerender(<ChangeEmailForm onSubmit={vi.fn()} isSuccess />);
    expect(await screen.findByRole('status')).toHaveTextContent(/ana\.new@example\.com/);
    expect(password()).toHaveValue('');
    expect(email()).toHaveValue('');
  });
});
