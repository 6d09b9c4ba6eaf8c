import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => {
    for (const region of document.querySelectorAll('[data-live-announcer]')) region.remove();
  });

  /** React Aria's live region, as its announcer adds it: the first child of <body>. */
  function liveRegion() {
    const region = document.createElement('div');
    region.dataset.liveAnnouncer = 'true';
    document.body.prepend(region);
    return region;
  }

  function pendingAnnouncement(id: string) {
    const announcement = document.createElement('div');
    announcement.setAttribute('role', 'img');
    announcement.setAttribute('aria-labelledby', id);
    return announcement;
  }

  it('takes React Aria’s announcement of its pending state with it when it goes away', async () => {
    const region = liveRegion();
    const { unmount } = renderWithUI(<Button id="sign-in">Sign in</Button>);
    region.append(pendingAnnouncement('sign-in'));
    region.append(Object.assign(document.createElement('div'), { textContent: 'other' }));
    await Promise.resolve();
    // While the button is there, its announcement stays.
    expect(region.querySelector('[aria-labelledby="sign-in"]')).not.toBeNull();
    unmount();
    await waitFor(() => expect(region.querySelector('[aria-labelledby]')).toBeNull());
    expect(region).toHaveTextContent('other');
  });

  it('drops an announcement that arrives after its button left, however late', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const region = liveRegion();
      const { unmount } = renderWithUI(<Button id="send-button">Send</Button>);
      unmount();
      // React Aria adds the page's first announcement 100 ms after it was made, and a second
      // pending change can be announced later still (seen seconds late under load).
      vi.advanceTimersByTime(5_000);
      region.append(pendingAnnouncement('send-button'));
      // The watcher runs as a microtask after the change: no timer involved.
      await Promise.resolve();
      await Promise.resolve();
      expect(region.querySelector('[aria-labelledby~="send-button"]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps an announcement that names any element still on the page', async () => {
    const region = liveRegion();
    renderWithUI(<Button id="save">Save</Button>);
    region.append(pendingAnnouncement('save progress-gone'));
    region.append(pendingAnnouncement('nobody'));
    await waitFor(() => expect(region.querySelector('[aria-labelledby="nobody"]')).toBeNull());
    expect(region.querySelector('[aria-labelledby="save progress-gone"]')).not.toBeNull();
  });
});
