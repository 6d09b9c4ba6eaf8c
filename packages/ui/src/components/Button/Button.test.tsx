import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress when clicked and when activated with Enter or Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithUI(<Button onPress={onPress}>Save</Button>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('announces the pending state in its name and ignores presses while pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithUI(
      <Button isPending onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save In progress' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-pending', 'true');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('uses the Spanish pending label under the es locale', () => {
    renderWithUI(<Button isPending>Guardar</Button>, 'es');
    expect(screen.getByRole('button', { name: 'Guardar En curso' })).toBeInTheDocument();
  });

  it('puts the consumer className after its own classes', () => {
    renderWithUI(<Button className="app-class">Save</Button>);
    const classes = screen.getByRole('button').className.split(' ');
    expect(classes.at(-1)).toBe('app-class');
    expect(classes.length).toBeGreaterThan(1);
  });

  it('gives each variant its own class', () => {
    renderWithUI(
      <>
        <Button variant="primary">A</Button>
        <Button variant="danger">B</Button>
      </>,
    );
    const [primary, danger] = screen.getAllByRole('button');
    expect(primary!.className).not.toBe(danger!.className);
  });
});

describe('Button and the live announcer', () => {
  it('takes React Aria’s announcement of its pending state with it when it goes away', () => {
    const region = document.createElement('div');
    region.dataset.liveAnnouncer = 'true';
    region.innerHTML = '<div role="img" aria-labelledby="sign-in"></div><div>other</div>';
    document.body.append(region);
    const { unmount } = renderWithUI(<Button id="sign-in">Sign in</Button>);
    unmount();
    expect(region.querySelector('[aria-labelledby]')).toBeNull();
    expect(region).toHaveTextContent('other');
    region.remove();
  });
});

describe('Button and a late first announcement', () => {
  it('removes a pending announcement made just before it left, once the announcer adds it', () => {
    vi.useFakeTimers();
    try {
      const announcer = document.createElement('div');
      announcer.setAttribute('data-live-announcer', 'true');
      document.body.append(announcer);
      const { unmount } = renderWithUI(<Button id="send-button">Send</Button>);
      unmount();
      // React Aria adds the page's first announcement 100 ms after it was made: after the button left.
      const late = document.createElement('div');
      late.setAttribute('role', 'img');
      late.setAttribute('aria-labelledby', 'send-button');
      announcer.append(late);
      vi.advanceTimersByTime(300);
      expect(announcer.querySelector('[aria-labelledby~="send-button"]')).toBeNull();
      announcer.remove();
    } finally {
      vi.useRealTimers();
    }
  });
});
