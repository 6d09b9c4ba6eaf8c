import { type LobbyChatMessage, pendingLobbyMessage, reconcileLobbyChat } from '@backline/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { UIProvider } from '../../i18n/UIProvider';
import en from '../../messages/en.json';
import { chatLine, chatLines, people } from '../private/sessionsStoryKit';
import { LobbyChat, type LobbyChatProps } from './LobbyChat';

const me = people.alex;

function Chat(props: Partial<LobbyChatProps>) {
  return <LobbyChat messages={chatLines} currentUserId={me.id} onSend={vi.fn()} {...props} />;
}

/**
 * happy-dom lays nothing out: give the log a 1 000 px tall content in a 400 px box, and let the
 * test scroll it.
 */
function layOut(log: HTMLElement, scrollHeight = 1_000) {
  let top = 0;
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(log, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(value, scrollHeight - 400));
    },
  });
  return {
    scrollTo(value: number) {
      log.scrollTop = value;
      fireEvent.scroll(log);
    },
    grow(by: number) {
      scrollHeight += by;
    },
  };
}

describe('lobby chat texts', () => {
  it("say the domain's words (part 1 §2, §4, §5)", () => {
    expect(en['ui.lobbyChat.newMessages']).toBe('New messages');
    expect(en['ui.lobbyChat.sending']).toBe('Sending…');
    expect(en['ui.lobbyChat.send']).toBe('Send');
    expect(en['ui.lobbyChat.placeholder']).toBe('Write a message');
  });
});

describe('LobbyChat sending (part 1 §5: disabled while empty, Enter sends)', () => {
  it('keeps Send disabled while the text is empty or only spaces', async () => {
    const user = userEvent.setup();
    renderWithUI(<Chat />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'hi');
    expect(send).toBeEnabled();
  });

  it('sends the trimmed text with Enter and empties the box', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderWithUI(<Chat onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '  Ready when you are  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Ready when you are');
    expect(box).toHaveValue('');
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('takes in a line typed into the server-rendered box before the scripts ran', async () => {
    const onDraftChange = vi.fn();
    const page = (
      <UIProvider locale="en">
        <Chat draft="" onDraftChange={onDraftChange} />
      </UIProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'Typed early';
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: () => {} });
    });
    expect(onDraftChange).toHaveBeenCalledWith('Typed early');
    container.remove();
  });

  it('keeps a draft the app holds across a remount (the lobby switching to tabs on a phone)', async () => {
    const user = userEvent.setup();
    let draft = '';
    const onDraftChange = vi.fn((text: string) => {
      draft = text;
    });
    const { unmount } = renderWithUI(<Chat draft={draft} onDraftChange={onDraftChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'H');
    expect(onDraftChange).toHaveBeenLastCalledWith('H');
    unmount();
    const onSend = vi.fn();
    renderWithUI(<Chat draft={draft} onDraftChange={onDraftChange} onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveValue('H');
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('H');
    expect(onDraftChange).toHaveBeenLastCalledWith('');
  });
});

describe('LobbyChat pending lines (part 1 §4: a spinner until the server copy arrives)', () => {
  it('shows "Sending…" on the pending copy, and drops it when the server copy replaces it', () => {
    const pending = pendingLobbyMessage({
      message: 'On my way',
      user: me,
      clientId: 'c-1',
      now: new Date('2026-03-06T19:09:00.000Z'),
    });
    const { rerender } = renderWithUI(<Chat messages={[...chatLines, pending]} />);
    const line = screen.getByText('On my way').closest('li')!;
    expect(line).toHaveAttribute('aria-busy', 'true');
    expect(line).toHaveTextContent('Sending…');

    const server = chatLine(me, 'On my way', '2026-03-06T19:09:01.000Z', { client_id: 'c-1' });
    const confirmed = reconcileLobbyChat([...chatLines, pending], [server]);
    rerender(<Chat messages={confirmed} />);
    expect(screen.getAllByText('On my way')).toHaveLength(1);
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(screen.getByText('On my way').closest('li')).toHaveAttribute('data-status', 'sent');
  });
});

describe('LobbyChat scrolling (part 1 §4: "New messages" when scrolled up)', () => {
  function renderChat(messages: readonly LobbyChatMessage[]) {
    const view = renderWithUI(<Chat messages={messages} />);
    const log = screen.getByRole('log', { name: 'Lobby chat' });
    const layout = layOut(log);
    const update = (next: readonly LobbyChatMessage[]) =>
      act(() => {
        layout.grow(60);
        view.rerender(<Chat messages={next} />);
      });
    return { log, layout, update };
  }

  const later = (n: number) => `2026-03-06T19:${String(20 + n).padStart(2, '0')}:00.000Z`;

  it('follows new lines at the bottom without a button', () => {
    const { log, layout, update } = renderChat(chatLines);
    layout.scrollTo(600);
    update([...chatLines, chatLine(people.ana, 'one more', later(1))]);
    expect(log.scrollTop).toBe(660);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it('shows the button when others write while scrolled up; it brings the view down', async () => {
    const user = userEvent.setup();
    const { log, layout, update } = renderChat(chatLines);
    layout.scrollTo(100);
    update([...chatLines, chatLine(people.ana, 'are you there?', later(2))]);
    expect(log.scrollTop).toBe(100);
    await user.click(screen.getByRole('button', { name: 'New messages' }));
    expect(log.scrollTop).toBe(660);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
    expect(log).toHaveFocus();
  });

  it('hides the button once the user scrolls back down by themselves', () => {
    const { layout, update } = renderChat(chatLines);
    layout.scrollTo(0);
    update([...chatLines, chatLine(people.dev, 'hello', later(3))]);
    expect(screen.getByRole('button', { name: 'New messages' })).toBeInTheDocument();
    layout.scrollTo(640); // within 24 px of the bottom (660)
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it("does not show it for the user's own line, which brings the view down", () => {
    const { log, layout, update } = renderChat(chatLines);
    layout.scrollTo(0);
    const pending = pendingLobbyMessage({
      message: 'me again',
      user: me,
      clientId: 'c-2',
      now: new Date(later(4)),
    });
    update([...chatLines, pending]);
    expect(log.scrollTop).toBe(660);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it("goes to the newest line when a hidden chat is shown (the lobby's Chat tab)", () => {
    const observers: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      // Rendered while hidden: nothing to scroll yet.
      const { log } = renderChat(chatLines);
      expect(log.scrollTop).toBe(0);
      // Shown: the box gets its size.
      act(() => {
        for (const callback of observers) callback();
      });
      expect(log.scrollTop).toBe(600);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the lines in view where they were when an older page loads above', () => {
    const [first, ...rest] = chatLines;
    const { log, layout, update } = renderChat(rest);
    layout.scrollTo(0);
    update([first!, ...rest]);
    // The new line above is 60 px tall: the view moves down by as much, and nothing is "new".
    expect(log.scrollTop).toBe(60);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });
});

describe('LobbyChat states', () => {
  it('shows the load error with a retry, a spinner while loading, and an empty text', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUI(<Chat messages={[]} hasError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The chat could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<Chat messages={[]} isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    rerender(<Chat messages={[]} />);
    expect(screen.getByText('No messages yet. Say hello!')).toBeInTheDocument();
  });
});
