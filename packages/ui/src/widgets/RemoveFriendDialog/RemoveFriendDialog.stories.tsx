import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { RemoveFriendDialog } from './RemoveFriendDialog';

const meta = {
  title: 'Widgets/RemoveFriendDialog',
  component: RemoveFriendDialog,
  args: { personName: 'Ana López', isOpen: true, onConfirm: fn(), onOpenChange: fn() },
} satisfies Meta<typeof RemoveFriendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', {
      name: t['ui.friendship.removeConfirmTitle'],
    });
    await expect(dialog).toHaveAccessibleDescription(
      t['ui.friendship.removeConfirmText'].replace('{name}', 'Ana López'),
    );
  },
};

/** The caller keeps it open while DELETE runs (loading). */
export const Removing: Story = { args: { closeOnConfirm: false, isConfirmPending: true } };

/** The removal failed (error): the message of §8, and the user may try again. */
export const RemovalFailed: Story = {
  args: { closeOnConfirm: false, hasError: true },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent(t['ui.friendship.removeFailed']);
  },
};

export const LongName: Story = {
  args: { personName: 'Maximiliano Fernández-Castillo de la Vega' },
};

/** Keyboard from a friends-list row: Enter opens, Escape cancels, focus returns to the row's button. */
export const EscapeCancels: Story = {
  args: { isOpen: undefined, onOpenChange: undefined },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Remove Ana López</Button>
      <RemoveFriendDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove Ana López' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
