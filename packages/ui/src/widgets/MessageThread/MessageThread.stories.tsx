import { mergeTextMessages, type TextMessage } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../../components/Dialog/Dialog';
import { Modal } from '../../components/Modal/Modal';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { MessageComposer } from '../MessageComposer/MessageComposer';
import { MessageThread } from './MessageThread';
import { ana, conversation, me } from './messageStoryData';

const meta = {
  title: 'Widgets/MessageThread',
  component: MessageThread,
  args: { messages: conversation(), currentUserId: me.id, onRetry: fn(), onLoadOlder: undefined },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    const items = within(log).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // The user's own messages sit at the inline end: right in LTR, left in RTL.
    const own = items[0]!.getBoundingClientRect();
    const theirs = items[1]!.getBoundingClientRect();
    const rtl = getComputedStyle(log).direction === 'rtl';
    await expect(rtl ? own.left < theirs.left : own.right > theirs.right).toBe(true);
  },
};

export const Loading: Story = {
  args: { messages: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(within(canvasElement).getByText(t['ui.messageThread.empty'])).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { messages: [], hasError: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t['ui.messageThread.loadFailed']);
    await userEvent.click(canvas.getByRole('button', { name: t['ui.peopleTable.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long thread scrolls inside its log, which the keyboard reaches; older pages load on top. */
export const LongThreadWithOlderPages: Story = {
  args: { messages: conversation(24), onLoadOlder: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    // It opens on the newest message.
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1),
    );
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: t['ui.messageThread.loadOlder'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(log).toHaveFocus();
  },
};

/** The message dialog of part 1 §2 as the app composes it: thread, send box, live replies. */
function MessageDialog() {
  const [thread, setThread] = useState<TextMessage[]>(() => conversation(2));
  const send = (text: string) => {
    const sent: TextMessage = {
      id: `sent-${thread.length}`,
      message: text,
      source_user_id: me.id,
      target_user_id: ana.id,
      source_user: me,
      target_user: ana,
      created_at: new Date(Date.UTC(2026, 10, 22, 19, thread.length)).toISOString(),
    };
    setThread((current) => mergeTextMessages(current, [sent]));
  };
  return (
    <Modal isOpen>
      <Dialog title={ana.name} hasCloseButton>
        <MessageThread messages={thread} currentUserId={me.id} />
        <MessageComposer onSend={send} autoFocus />
      </Dialog>
    </Modal>
  );
}

export const InTheMessageDialog: Story = {
  render: () => <MessageDialog />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: ana.name });
    const box = within(dialog).getByRole('textbox');
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('See you Thursday!{Enter}');
    const log = within(dialog).getByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(log).getAllByRole('listitem')[2]).toHaveTextContent('See you Thursday!');
  },
};
