import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { Button } from '../Button/Button';
import { AlertDialog, type AlertDialogProps, alertDialogTones } from './AlertDialog';

function DeleteMix({ defaultOpen, ...args }: AlertDialogProps & { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="danger">Delete mix</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete this custom mix?',
    children: 'The mix and its rendered MP3 are deleted. This cannot be undone.',
    confirmLabel: 'Delete',
    tone: 'destructive',
    onConfirm: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: alertDialogTones } },
  render: (args) => <DeleteMix {...args} defaultOpen />,
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Delete this custom mix?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The mix and its rendered MP3 are deleted. This cannot be undone.',
    );
    // A hurried Enter lands on Cancel.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t['ui.dialog.cancel'] })).toHaveFocus(),
    );
  },
};

export const Neutral: Story = {
  args: {
    tone: 'neutral',
    title: 'Change your plan to Gold?',
    children: 'You pay the difference for the rest of this month, then $9.99 a month.',
    confirmLabel: 'Change plan',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Change your plan to Gold?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Change plan' })).toHaveFocus(),
    );
  },
};

export const RemoveFriend: Story = {
  args: {
    title: 'Remove Ana López from your friends?',
    children: 'You can send her a friend request again later.',
    confirmLabel: 'Unfriend',
  },
};

/** The caller keeps it open while the request runs (`closeOnConfirm={false}`). */
export const ConfirmPending: Story = {
  args: { closeOnConfirm: false, isConfirmPending: true },
};

/** Default button labels come from the ui messages. */
export const DefaultLabelsInSpanish: Story = {
  args: { confirmLabel: undefined, title: '¿Eliminar esta mezcla?', children: undefined },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** Keyboard only: Enter opens, focus starts on Cancel, Tab reaches Delete, Enter confirms. */
export const ConfirmWithKeyboard: Story = {
  render: (args) => <DeleteMix {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete mix' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t['ui.dialog.cancel'] })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape cancels: nothing is confirmed and focus returns to the trigger. */
export const EscapeCancels: Story = {
  render: (args) => <DeleteMix {...args} />,
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete mix' });
    await userEvent.click(trigger);
    await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A press outside does not dismiss a confirmation: the user must choose. */
export const PressOutsideKeepsItOpen: Story = {
  render: (args) => <DeleteMix {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete mix' }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(dialog.parentElement!.parentElement!);
    await expect(page.getByRole('alertdialog')).toBeInTheDocument();
  },
};
