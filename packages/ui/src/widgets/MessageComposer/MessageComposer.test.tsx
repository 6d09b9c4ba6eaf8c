import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { MessageComposer } from './MessageComposer';

const box = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('MessageComposer', () => {
  it('disables Send while the text is empty or only spaces', async () => {
    renderWithUI(<MessageComposer onSend={vi.fn()} />);
    expect(sendButton()).toBeDisabled();
    await userEvent.type(box(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(box(), 'hi');
    expect(sendButton()).toBeEnabled();
  });

  it('Enter sends the trimmed text and empties the box', async () => {
    const onSend = vi.fn();
    renderWithUI(<MessageComposer onSend={onSend} />);
    await userEvent.type(box(), '  Jam tonight?  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Jam tonight?');
    expect(box()).toHaveValue('');
  });

  it('Shift+Enter adds a line instead of sending', async () => {
    const onSend = vi.fn();
    renderWithUI(<MessageComposer onSend={onSend} />);
    await userEvent.type(box(), 'first{Shift>}{Enter}{/Shift}second');
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveValue('first\nsecond');
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('first\nsecond');
  });

  it('leaves Enter to an input method that is composing', async () => {
    const onSend = vi.fn();
    renderWithUI(<MessageComposer onSend={onSend} />);
    await userEvent.type(box(), 'にほんご');
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('にほんご');
  });

  it('Enter in an empty box neither sends nor adds a line', async () => {
    const onSend = vi.fn();
    renderWithUI(<MessageComposer onSend={onSend} />);
    await userEvent.type(box(), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveValue('');
  });

  it('keeps the text until the send resolves, and after a failure', async () => {
    let reject: (error: Error) => void = () => {};
    const onSend = vi.fn(
      () =>
        new Promise<void>((_, rejectPromise) => {
          reject = rejectPromise;
        }),
    );
    renderWithUI(<MessageComposer onSend={onSend} />);
    await userEvent.type(box(), 'hello');
    await userEvent.click(sendButton());
    expect(box()).toHaveValue('hello');
    // While it is on its way, Enter does not send a second copy.
    await userEvent.type(box(), '{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    reject(new Error('offline'));
    await waitFor(() => expect(sendButton()).not.toHaveAttribute('data-pending'));
    expect(box()).toHaveValue('hello');
  });

  it('empties the box once the send resolves', async () => {
    renderWithUI(<MessageComposer onSend={() => Promise.resolve()} />);
    await userEvent.type(box(), 'hello{Enter}');
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('says when a message could not be sent', () => {
    renderWithUI(<MessageComposer onSend={vi.fn()} hasError />, 'es');
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo enviar tu mensaje.');
  });

  it('says its words in English', () => {
    expect(en['ui.textMessage.send']).toBe('Send');
    expect(en['ui.textMessage.placeholder']).toBe('Write a message');
  });

  it('says to wait, not to try again, when the server refused for sending too fast', () => {
    renderWithUI(<MessageComposer onSend={vi.fn()} hasError isRateLimited />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are sending messages too quickly. Wait a moment before the next one.',
    );
  });
});
