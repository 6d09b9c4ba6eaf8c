import {
  isPending,
  type LobbyChatMessage,
  pendingLobbyMessage,
  reconcileLobbyChat,
} from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { inFrame, storyMessages } from '../../components/private/ShellStoryKit/shellStoryKit';
import { chatLine, chatLines, people } from '../private/sessionsStoryKit';
import { LobbyChat, type LobbyChatProps } from './LobbyChat';

const me = people.alex;
const others = [people.ana, people.bjorn, people.carmen, people.dev, people.joanna, people.annika];

/** A long evening in the lobby: enough lines to scroll. */
const longChat: LobbyChatMessage[] = Array.from({ length: 30 }, (_, index) =>
  chatLine(
    others[index % others.length]!,
    `Line ${index + 1}: ${['anyone for a jam?', 'tuning up', 'what key?', 'E minor', 'ok!'][index % 5]}`,
    new Date(Date.UTC(2026, 2, 6, 18, index)).toISOString(),
  ),
);

/**
 * The app's side, in memory: sending adds the pending copy (`pendingLobbyMessage`), and two
 * buttons stand in for the server — its copies of the user's lines, and someone else's line.
 */
function LiveChat({ messages: initial, onSend, ...props }: LobbyChatProps) {
  const [messages, setMessages] = useState<readonly LobbyChatMessage[]>(initial);
  const [clock, setClock] = useState(Date.UTC(2026, 2, 6, 20, 0));
  const tick = () => {
    setClock((now) => now + 60_000);
    return new Date(clock);
  };
  return (
    <div style={{ display: 'grid', gap: '0.75rem', blockSize: '34rem' }}>
      <LobbyChat
        {...props}
        messages={messages}
        onSend={(text) => {
          onSend(text);
          const pending = pendingLobbyMessage({
            message: text,
            user: me,
            clientId: `c-${messages.length}`,
            now: tick(),
          });
          setMessages((current) => [...current, pending]);
        }}
      />
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button
          variant="secondary"
          size="small"
          onPress={() => {
            const at = tick().toISOString();
            setMessages((current) =>
              reconcileLobbyChat(
                current,
                current
                  .filter(isPending)
                  .map((line) => chatLine(me, line.message, at, { client_id: line.client_id })),
              ),
            );
          }}
        >
          Server: confirm my lines
        </Button>
        <Button
          variant="secondary"
          size="small"
          onPress={() => {
            const line = chatLine(people.ana, 'Just joined, who is playing?', tick().toISOString());
            setMessages((current) => reconcileLobbyChat(current, [line]));
          }}
        >
          Server: a line from Ana
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Widgets/LobbyChat',
  component: LobbyChat,
  args: { messages: chatLines, currentUserId: me.id, onSend: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
  decorators: [inFrame(560)],
  render: (args) => <LiveChat {...args} />,
} satisfies Meta<typeof LobbyChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('log', { name: storyMessages(globals)('ui.lobbyChat.label') });

/** Success: the latest lines, the user's own highlighted. */
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    const lines = within(log(canvasElement, globals)).getAllByRole('listitem');
    await expect(lines).toHaveLength(chatLines.length);
    // The view starts at the newest line.
    await expect(lines.at(-1)).toHaveTextContent('the more the merrier');
  },
};

export const Loading: Story = {
  args: { messages: [], isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      within(log(canvasElement, globals)).getByRole('progressbar', { name: t('ui.spinner.label') }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(log(canvasElement, globals)).toHaveTextContent(t('ui.lobbyChat.empty'));
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { messages: [], hasError: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.lobbyChat.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.sessions.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const WithEarlierMessages: Story = { args: { onLoadOlder: fn() } };

export const LoadingEarlierMessages: Story = { args: { onLoadOlder: fn(), isLoadingOlder: true } };

export const SendFailed: Story = {
  args: { hasSendError: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.lobbyChat.sendFailed'));
    await expect(
      canvas.getByRole('textbox', { name: t('ui.lobbyChat.message') }),
    ).toHaveAccessibleDescription(t('ui.lobbyChat.sendFailed'));
  },
};

/**
 * Keyboard: Send stays disabled while the box is empty; Enter sends; the line shows "Sending…"
 * until the server's copy replaces it (part 1 §4, §5).
 */
export const SendsWithEnterAndShowsPending: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: t('ui.lobbyChat.send') });
    await userEvent.tab();
    await expect(log(canvasElement, globals)).toHaveFocus();
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: t('ui.lobbyChat.message') });
    await expect(box).toHaveFocus();
    await expect(send).toBeDisabled();
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('On my way{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('On my way');
    await expect(box).toHaveValue('');
    const line = within(log(canvasElement, globals)).getByText('On my way').closest('li')!;
    await expect(line).toHaveTextContent(t('ui.lobbyChat.sending'));
    await userEvent.click(canvas.getByRole('button', { name: 'Server: confirm my lines' }));
    // The server's copy replaces the pending line (another element: re-query the log).
    await waitFor(() =>
      expect(log(canvasElement, globals)).not.toHaveTextContent(t('ui.lobbyChat.sending')),
    );
    await expect(within(log(canvasElement, globals)).getAllByText('On my way')).toHaveLength(1);
  },
};

/** Scrolled up, a line from someone else shows "New messages"; it brings the view down. */
export const NewMessagesWhenScrolledUp: Story = {
  args: { messages: longChat },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const scroller = log(canvasElement, globals);
    await waitFor(() =>
      expect(scroller.scrollTop + scroller.clientHeight).toBeGreaterThanOrEqual(
        scroller.scrollHeight - 24,
      ),
    );
    // At the bottom, a new line is simply followed.
    await userEvent.click(canvas.getByRole('button', { name: 'Server: a line from Ana' }));
    await expect(canvas.queryByRole('button', { name: t('ui.lobbyChat.newMessages') })).toBeNull();
    scroller.scrollTop = 0;
    scroller.dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: 'Server: a line from Ana' }));
    const newMessages = await canvas.findByRole('button', { name: t('ui.lobbyChat.newMessages') });
    await expect(scroller.scrollTop).toBe(0);
    await userEvent.click(newMessages);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: t('ui.lobbyChat.newMessages') })).toBeNull(),
    );
    await expect(scroller).toHaveFocus();
    await expect(scroller.scrollTop).toBeGreaterThan(0);
  },
};

/** At a phone's narrowest width (320 px). */
export const Narrow: Story = {
  args: { messages: longChat },
  decorators: [inFrame(320)],
};
