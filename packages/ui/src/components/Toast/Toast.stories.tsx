import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { Button } from '../Button/Button';
import { ToastRegion } from './Toast';
import { ToastProvider } from './ToastProvider';
import { type ToastMessage, ToastQueue } from './toastQueue';
import { useToast } from './useToast';

/** Each story gets its own queue, so toasts never leak from one story into the next. */
function ShownToasts({ messages }: { messages: ToastMessage[] }) {
  const [queue] = useState(() => {
    const storyQueue = new ToastQueue({ maxVisibleToasts: 5 });
    // Oldest first, so the list reads newest at the top like a live region.
    for (const message of messages) storyQueue.add(message, { timeout: null });
    return storyQueue;
  });
  return <ToastRegion queue={queue} />;
}

function FriendRequestButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onPress={() => toast.success('Success! Your friend request has been sent to Ana.')}>
        Send friend request
      </Button>
      <Button
        variant="secondary"
        onPress={() => toast.error('An error encountered when sending friend request.')}
      >
        Fail a request
      </Button>
      <Button variant="secondary" onPress={() => toast.info('Your join request was sent.')}>
        Join a private session
      </Button>
    </div>
  );
}

function Playground() {
  const [queue] = useState(() => new ToastQueue());
  return (
    <ToastProvider queue={queue}>
      <FriendRequestButtons />
    </ToastProvider>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  render: () => <Playground />,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  render: () => (
    <ShownToasts
      messages={[{ tone: 'success', title: 'Success! Your friend request has been sent to Ana.' }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alertdialog')).toHaveAccessibleName(
      /^(Success|Éxito): Success! Your friend request/,
    );
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  render: () => (
    <ShownToasts
      messages={[
        {
          tone: 'error',
          title: 'Failed to update payment method.',
          description: 'There was an error processing your card. Please check your details.',
        },
      ]}
    />
  ),
};

export const Info: Story = {
  render: () => <ShownToasts messages={[{ tone: 'info', title: 'Your join request was sent.' }]} />,
};

export const Stacked: Story = {
  render: () => (
    <ShownToasts
      messages={[
        { tone: 'info', title: 'Your join request was sent.' },
        { tone: 'error', title: 'Failed to save recording preference. Please try again later.' },
        { tone: 'success', title: 'Your plan was changed successfully.' },
      ]}
    />
  ),
};

export const Dark: Story = { ...Stacked, globals: { theme: 'dark' } };

/** The stack sits at the inline-end corner: bottom left in right-to-left pages. */
export const RightToLeft: Story = { ...Stacked, globals: { direction: 'rtl' } };

/** `useToast()` adds toasts; the region (a landmark) appears with them. */
export const FromUseToast: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Send friend request' }),
    );
    await expect(
      await page.findByRole('region', { name: t['ui.toast.region'] }),
    ).toBeInTheDocument();
    await expect(page.getByRole('alertdialog')).toHaveAccessibleName(
      `${t['ui.tone.success']}: Success! Your friend request has been sent to Ana.`,
    );
  },
};

/**
 * Closing by keyboard: Tab from the button that raised an error toast reaches the toast (it sits
 * in a landmark after the page), then its close button; Enter closes it. Escape closes a focused
 * toast too.
 */
export const CloseWithKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail a request' }));
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Join a private session' }),
    );
    const [newest, oldest] = await page.findAllByRole('alertdialog');
    await expect(newest).toHaveTextContent('Your join request was sent.');
    await userEvent.tab();
    await expect(newest).toHaveFocus();
    await userEvent.tab();
    await expect(within(newest!).getByRole('button', { name: t['ui.toast.close'] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.getAllByRole('alertdialog')).toHaveLength(1));
    // React Aria moves focus to the next toast; Escape closes that one.
    await waitFor(() => expect(oldest).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};
