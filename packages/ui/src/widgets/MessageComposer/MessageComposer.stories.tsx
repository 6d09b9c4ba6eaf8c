import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { MessageComposer } from './MessageComposer';

const meta = {
  title: 'Widgets/MessageComposer',
  component: MessageComposer,
  args: { onSend: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Send is disabled (part 1 §5). */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(
      within(canvasElement).getByRole('button', { name: t['ui.textMessage.send'] }),
    ).toBeDisabled();
  },
};

/** Keyboard: type, Shift+Enter adds a line, Enter sends and empties the box. */
export const EnterSends: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: t['ui.messageComposer.label'] });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Jam tonight?{Shift>}{Enter}{/Shift}At 8');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Jam tonight?\nAt 8');
    await expect(box).toHaveValue('');
  },
};

/** Spaces alone count as empty: Enter does nothing. */
export const SpacesAreEmpty: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: t['ui.textMessage.send'] })).toBeDisabled();
  },
};

/** A message on its way (loading): Send shows it and a second Enter sends nothing. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, 'Hello{Enter}');
    const send = canvas.getAllByRole('button')[0]!;
    await waitFor(() => expect(send).toHaveAttribute('data-pending'));
    await userEvent.type(box, '{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('Hello');
  },
};

/** The send failed (error): the text stays for another try. */
export const SendFailed: Story = {
  args: { hasError: true, onSend: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t['ui.messageComposer.sendFailed']);
    await userEvent.type(canvas.getByRole('textbox'), 'Hello{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello');
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('Hello'));
  },
};
