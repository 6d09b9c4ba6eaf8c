import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Link } from '../Link/Link';
import { HoverCard, type HoverCardProps } from './HoverCard';

afterEach(() => {
  vi.useRealTimers();
});

function renderCard(props: Partial<HoverCardProps> = {}) {
  const user = userEvent.setup();
  renderWithUI(
    <>
      <HoverCard content="Guitar · Madrid · latency good" {...props}>
        <Link href="/people/ana">Ana López</Link>
      </HoverCard>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user, trigger: screen.getByRole('link', { name: 'Ana López' }) };
}

function hover(element: Element) {
  fireEvent.pointerEnter(element, { pointerType: 'mouse' });
  fireEvent.mouseMove(element, { clientX: 5, clientY: 5 });
}

function unhover(element: Element) {
  fireEvent.mouseLeave(element, { clientX: 5, clientY: 5 });
  // Away from the trigger and not towards the card: the safe polygon lets it close.
  fireEvent.mouseMove(document, { clientX: 900, clientY: 900 });
}

describe('HoverCard', () => {
  // The delays run on fake timers, so these tests drive the pointer with fireEvent: user-event
  // waits on real timers between its steps.
  it('opens once the pointer has rested on the trigger for openDelay', () => {
    vi.useFakeTimers();
    const { trigger } = renderCard({ openDelay: 400 });
    hover(trigger);
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Guitar · Madrid · latency good');
    expect(trigger).toHaveAccessibleDescription('Guitar · Madrid · latency good');
  });

  it('closes closeDelay after the pointer leaves', () => {
    vi.useFakeTimers();
    const { trigger } = renderCard({ openDelay: 0, closeDelay: 300 });
    hover(trigger);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    unhover(trigger);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus without taking it, and closes on blur', async () => {
    const { user, trigger } = renderCard();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes on Escape and leaves focus on the trigger', async () => {
    const onOpenChange = vi.fn();
    const { user, trigger } = renderCard({ onOpenChange });
    await user.tab();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('follows isOpen when controlled', () => {
    renderCard({ isOpen: true });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });
});
