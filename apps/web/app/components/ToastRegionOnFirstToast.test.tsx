// @vitest-environment happy-dom
import { ToastQueue, UIProvider } from '@backline/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegionOnFirstToast } from './ToastRegionOnFirstToast';

afterEach(cleanup);

function renderRegion(queue: ToastQueue) {
  const load = vi.fn(() => import('./toastRegionChunk'));
  render(
    <UIProvider locale="en">
      <main>page</main>
      <ToastRegionOnFirstToast queue={queue} load={load} />
    </UIProvider>,
  );
  return load;
}

describe('ToastRegionOnFirstToast', () => {
  it('fetches the region with the first toast, not before, and the toast is announced', async () => {
    const queue = new ToastQueue();
    const load = renderRegion(queue);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();

    act(() => {
      queue.success('Your friend request has been sent to Ana.');
    });
    // React Aria announces a toast by its role="alert" content, its tone in words first.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Success: Your friend request has been sent to Ana.');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => {
      queue.error('Failed to save recording preference.');
    });
    expect(await screen.findByText('Failed to save recording preference.')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a toast added before it mounted', async () => {
    const queue = new ToastQueue();
    queue.info('Join request sent');
    const load = renderRegion(queue);
    expect((await screen.findByRole('alert')).textContent).toBe('Information: Join request sent');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
