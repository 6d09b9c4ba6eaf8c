import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { createManualScheduler } from '../../time/scheduler';
import {
  DesktopNotificationPrompt,
  type DesktopNotificationPromptProps,
} from './DesktopNotificationPrompt';

function renderPrompt(props: Partial<DesktopNotificationPromptProps> = {}) {
  const scheduler = createManualScheduler(50_000);
  const handlers = { onEnable: vi.fn(), onDecline: vi.fn() };
  renderWithUI(
    <DesktopNotificationPrompt
      permission="default"
      isSupported
      hasDeclined={false}
      scheduler={scheduler}
      {...handlers}
      {...props}
    />,
  );
  const advance = (ms: number) => act(() => scheduler.advance(ms));
  return { scheduler, advance, ...handlers };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Desktop notifications' });

describe('DesktopNotificationPrompt (part 1 §4: after 10 s unless declined)', () => {
  it("says the domain's words", () => {
    expect(en['ui.desktopNotificationPrompt.title']).toBe('Desktop notifications');
    expect(en['ui.desktopNotificationPrompt.text']).toBe(
      'Get a desktop notification when someone messages you while you are in the lobby?',
    );
    expect(en['ui.desktopNotificationPrompt.accept']).toBe('Enable notifications');
    expect(en['ui.desktopNotificationPrompt.decline']).toBe('No thanks');
    expect(en['ui.desktopNotificationPrompt.unsupported']).toBe(
      'Sorry, your browser does not support notifications.',
    );
  });

  it('appears 10 s after the lobby opened, not before', () => {
    const { advance } = renderPrompt();
    advance(9_999);
    expect(dialog()).toBeNull();
    advance(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('never appears once declined, or when the browser already answered', () => {
    for (const props of [
      { hasDeclined: true },
      { permission: 'granted' as const },
      { permission: 'denied' as const },
    ]) {
      const { advance } = renderPrompt(props);
      advance(60_000);
      expect(dialog()).toBeNull();
    }
  });

  it('asks the browser through onEnable and closes', async () => {
    const { advance, onEnable, onDecline } = renderPrompt();
    advance(10_000);
    await userEvent.click(screen.getByRole('button', { name: 'Enable notifications' }));
    expect(onEnable).toHaveBeenCalledTimes(1);
    expect(onDecline).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it('says the browser has no notifications instead of asking it (part 1 §8)', async () => {
    const { advance, onEnable } = renderPrompt({ isSupported: false });
    advance(10_000);
    await userEvent.click(screen.getByRole('button', { name: 'Enable notifications' }));
    expect(onEnable).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, your browser does not support notifications.',
    );
  });

  it('reports "No thanks" and Escape as a refusal', async () => {
    const first = renderPrompt();
    first.advance(10_000);
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(first.onDecline).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('closes on Escape as a refusal', async () => {
    const { advance, onDecline } = renderPrompt();
    advance(10_000);
    expect(dialog()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });
});
