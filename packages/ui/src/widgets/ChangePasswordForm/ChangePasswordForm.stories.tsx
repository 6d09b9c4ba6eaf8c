import { PASSWORD_MIN_LENGTH } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import {
  expectClearedWithStatus,
  expectFormErrorAlert,
  expectSubmitPending,
  fillWithTheKeyboardAndSubmit,
  SERVER_UNREACHABLE,
  succeedingOnSubmit,
} from '../private/identityFormStoryKit';
import { expectFitsNarrowScreen, narrowScreen } from '../private/storyKit';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Widgets/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Messages = ReturnType<typeof uiMessagesFor>;
const fields = (canvasElement: HTMLElement, t: Messages) => {
  const canvas = within(canvasElement);
  return {
    current: canvas.getByLabelText(new RegExp(`^${t['ui.identity.field.current_password']}`)),
    next: canvas.getByLabelText(new RegExp(`^${t['ui.identity.field.password']}`)),
    submit: canvas.getByRole('button', {
      name: new RegExp(`^${t['ui.changePasswordForm.submit']}`),
    }),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(
      within(canvasElement).getByRole('form', { name: t['ui.changePasswordForm.title'] }),
    ).toBeVisible();
    const { current, next } = fields(canvasElement, t);
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(next).toHaveAttribute('autocomplete', 'new-password');
    await expect(next).toHaveAccessibleDescription(
      t['ui.changePasswordForm.hint'].replace('{min, number}', String(PASSWORD_MIN_LENGTH)),
    );
  },
};

/** Part 2 §5: "Current password is required", "New password is required", at least 8 characters. */
export const ValidatesBeforeSending: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const { current, next, submit } = fields(canvasElement, t);
    await userEvent.click(submit);
    await expect(current).toHaveAccessibleDescription(t['identity.currentPasswordRequired']);
    await expect(next).toHaveAccessibleDescription(
      expect.stringContaining(t['identity.newPasswordRequired']),
    );
    await expect(current).toHaveFocus();
    await userEvent.type(current, 'old secret');
    await userEvent.type(next, 'short');
    await userEvent.click(submit);
    await expect(next).toHaveAccessibleDescription(
      expect.stringContaining(t['auth.passwordTooShort']),
    );
    await expect(next).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only; the new password is sent twice plus the old one (part 2 §5, §7). */
export const SubmitWithTheKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const { current, next } = fields(canvasElement, t);
    await fillWithTheKeyboardAndSubmit([
      [current, 'old secret'],
      [next, 'a much longer secret'],
    ]);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      old_password: 'old secret',
      new_password: 'a much longer secret',
      new_password_confirm: 'a much longer secret',
    });
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: expectSubmitPending,
};

/** The API keys its errors current_password and password; each lands under its field. */
export const ServerErrors: Story = {
  args: {
    serverErrors: {
      current_password: ['is incorrect'],
      password: ['auth.passwordTooShort'],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const { current, next } = fields(canvasElement, t);
    await expect(current).toHaveAccessibleDescription(
      `${t['ui.identity.field.current_password']} is incorrect`,
    );
    await expect(next).toHaveAccessibleDescription(
      expect.stringContaining(t['auth.passwordTooShort']),
    );
    await userEvent.type(next, 'x');
    await expect(next).not.toHaveAttribute('aria-invalid');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
  },
};

export const FormError: Story = {
  args: { formError: SERVER_UNREACHABLE },
  play: expectFormErrorAlert,
};

/** After the API changed it: both fields clear, and the user learns other sessions ended. */
export const Changed: Story = {
  render: succeedingOnSubmit(ChangePasswordForm),
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const { current, next, submit } = fields(canvasElement, t);
    await userEvent.type(current, 'old secret');
    await userEvent.type(next, 'a much longer secret');
    await userEvent.click(submit);
    await expectClearedWithStatus(
      canvasElement,
      [current, next],
      t['ui.changePasswordForm.changed'],
    );
  },
};

export const OnANarrowScreen: Story = {
  args: { serverErrors: { password: ['is too common'] } },
  decorators: [narrowScreen],
  play: async ({ canvasElement }) => expectFitsNarrowScreen(canvasElement),
};
