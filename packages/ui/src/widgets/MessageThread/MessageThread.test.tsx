import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { MessageThread } from './MessageThread';
import { conversation, me } from './messageStoryData';

describe('MessageThread', () => {
  it('lists the messages oldest first, the user’s own marked and named "You"', () => {
    const { container } = renderWithUI(
      <MessageThread messages={conversation()} currentUserId={me.id} />,
    );
    // Within the thread: React Aria's announcer, left by earlier tests, is a log too.
    const items = within(within(container).getByRole('log')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveAttribute('data-own');
    expect(items[0]).toHaveTextContent(/^You/);
    expect(items[1]).not.toHaveAttribute('data-own');
    expect(items[1]).toHaveTextContent('Ana López');
    expect(items[1]).not.toHaveTextContent('You');
  });

  it('keeps the line breaks of a message', () => {
    renderWithUI(<MessageThread messages={conversation()} currentUserId={me.id} />);
    expect(screen.getByText(/Something bluesy in A\?/).textContent).toContain('\n');
  });

  it('says so when there are no messages yet, and shows a spinner while loading', () => {
    const { rerender } = renderWithUI(<MessageThread messages={[]} currentUserId={me.id} />);
    expect(screen.getByText('No messages yet. Say hello!')).toBeInTheDocument();
    rerender(<MessageThread messages={[]} currentUserId={me.id} isLoading />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('No messages yet. Say hello!')).toBeNull();
  });

  it('on a failed load says so and tries again', async () => {
    const onRetry = vi.fn();
    renderWithUI(<MessageThread messages={[]} currentUserId={me.id} hasError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The messages could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('loads older messages on request', async () => {
    const onLoadOlder = vi.fn();
    renderWithUI(
      <MessageThread messages={conversation()} currentUserId={me.id} onLoadOlder={onLoadOlder} />,
      'es',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cargar mensajes anteriores' }));
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  });
});
