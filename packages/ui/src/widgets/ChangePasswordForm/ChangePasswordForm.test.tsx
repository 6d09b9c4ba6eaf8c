import { PASSWORD_MIN_LENGTH } from '@backline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { ChangePasswordForm } from './ChangePasswordForm';

// No delay between keystrokes: the tests stay quick on a busy machine.
const user = userEvent.setup({ delay: null });

const current = () => screen.getByLabelText(/^Current password/);
const next = () => screen.getByLabelText(/^New password/);
const submit = () => screen.getByRole('button', { name: 'Change password' });

describe('ChangePasswordForm', () => {
  it('sends the old password and the new one twice (part 2 §5)', async () => {
    const onSubmit = vi.fn();
    renderWithUI(<ChangePasswordForm onSubmit={onSubmit} />);
    await user.type(current(), 'old secret');
    await user.type(next(), 'new secret!');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      old_password: 'old secret',
      new_password: 'new secret!',
      new_password_confirm: 'new secret!',
    });
  });

  it('refuses a new password under 8 characters with the spec’s words', async () => {
    const onSubmit = vi.fn();
    renderWithUI(<ChangePasswordForm onSubmit={onSubmit} />);
    await user.type(current(), 'old secret');
    await user.type(next(), '1234567');
    await user.click(submit());
    expect(next()).toHaveAccessibleDescription(/Password must be at least 8 characters long/);
    expect(next()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the API’s password error under the new password, in Spanish too', () => {
    renderWithUI(
      <ChangePasswordForm
        onSubmit={vi.fn()}
        serverErrors={{ password: ['identity.newPasswordRequired'] }}
      />,
      'es',
    );
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription(
      /La nueva contraseña es obligatoria/,
    );
  });

  it('shows the password length the domain holds in the API’s too-short refusal, in Spanish too', () => {
    renderWithUI(
      <ChangePasswordForm
        onSubmit={vi.fn()}
        serverErrors={{ password: ['auth.passwordTooShort'] }}
      />,
      'es',
    );
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription(
      new RegExp(`al menos ${PASSWORD_MIN_LENGTH} caracteres`),
    );
  });

  it('clears both fields when the change succeeds', async () => {
    const { rerender } = renderWithUI(<ChangePasswordForm onSubmit={vi.fn()} />);
    await user.type(current(), 'old secret');
    await user.type(next(), 'new secret!');
    rerender(<ChangePasswordForm onSubmit={vi.fn()} isSuccess />);
    expect(current()).toHaveValue('');
    expect(next()).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(/Your password has been changed/);
  });

  it('passes the form’s own attributes through and takes the heading level asked for', () => {
    renderWithUI(
      <ChangePasswordForm
        onSubmit={vi.fn()}
        id="password-form"
        title="Security"
        headingLevel={3}
      />,
    );
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(form).toHaveAttribute('id', 'password-form');
    expect(form).toHaveAttribute('title', 'Security');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Change password');
  });
});
