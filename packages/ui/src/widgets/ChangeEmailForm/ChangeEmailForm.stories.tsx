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
import { ChangeEmailForm } from './ChangeEmailForm';

const meta = {
  title: 'Widgets/ChangeEmailForm',
  component: ChangeEmailForm,
  args: { onSubmit: fn(), currentEmail: 'ana@example.com' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChangeEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Messages = ReturnType<typeof uiMessagesFor>;
const fields = (canvasElement: HTMLElement, t: Messages) => {
  const canvas = within(canvasElement);
  return {
    password: canvas.getByLabelText(new RegExp(`^${t['ui.identity.field.current_password']}`)),
    email: canvas.getByRole('textbox', {
      name: new RegExp(`^${t['ui.identity.field.update_email']}`),
    }),
    submit: canvas.getByRole('button', { name: new RegExp(`^${t['ui.changeEmailForm.submit']}`) }),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: t['ui.changeEmailForm.title'] })).toBeVisible();
    const { email } = fields(canvasElement, t);
    await expect(email).toHaveAccessibleDescription(
      t['ui.changeEmailForm.current'].replace('{email}', 'ana@example.com'),
    );
  },
};

/** Part 2 §5: both fields required, the new address must look like one; nothing is sent. */
export const ValidatesBeforeSending: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const { password, email, submit } = fields(canvasElement, t);
    await userEvent.click(submit);
    await expect(password).toHaveAccessibleDescription(t['identity.currentPasswordRequired']);
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining(t['identity.newEmailRequired']),
    );
    // Focus goes to the first field to fix.
    await expect(password).toHaveFocus();
    await userEvent.type(email, 'ana@example');
    await userEvent.click(submit);
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining(t['auth.emailInvalid']),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab through both fields, Enter submits the payload of part 2 §7. */
export const SubmitWithTheKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const { password, email } = fields(canvasElement, t);
    await fillWithTheKeyboardAndSubmit([
      [password, 'correct horse'],
      [email, 'ana.new@example.com'],
    ]);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      update_email: 'ana.new@example.com',
      current_password: 'correct horse',
    });
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: expectSubmitPending,
};

/**
 * Part 2 §2: the API's errors show under the matching field, prefixed with the field's label;
 * a message id (the app's server turns the domain's refusals into ids) is translated; a key with no field shows above the button.
 */
export const ServerErrors: Story = {
  args: {
    serverErrors: {
      current_password: ['is incorrect'],
      update_email: ['identity.newEmailRequired'],
      base: ['Too many attempts. Try again in a minute.'],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const { password, email } = fields(canvasElement, t);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(
      `${t['ui.identity.field.current_password']} is incorrect`,
    );
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining(t['identity.newEmailRequired']),
    );
    await expect(
      within(canvasElement).getByText('Too many attempts. Try again in a minute.'),
    ).toBeVisible();
    // Editing the field hides its server error: it no longer describes what the field holds.
    await userEvent.type(password, 'x');
    await expect(password).not.toHaveAttribute('aria-invalid');
  },
};

export const FormError: Story = {
  args: { formError: SERVER_UNREACHABLE },
  play: expectFormErrorAlert,
};

/** After the API accepts it: the form clears and says where the confirmation link went. */
export const Sent: Story = {
  render: succeedingOnSubmit(ChangeEmailForm),
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const { password, email, submit } = fields(canvasElement, t);
    await userEvent.type(password, 'correct horse');
    await userEvent.type(email, 'ana.new@example.com');
    await userEvent.click(submit);
    await expectClearedWithStatus(
      canvasElement,
      [email, password],
      t['ui.changeEmailForm.sent'].replace('{email}', 'ana.new@example.com'),
    );
  },
};

export const OnANarrowScreen: Story = {
  args: { serverErrors: { current_password: ['is incorrect'] } },
  decorators: [narrowScreen],
  play: async ({ canvasElement }) => expectFitsNarrowScreen(canvasElement),
};
