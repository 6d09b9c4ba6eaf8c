import { readFileSync } from 'node:fs';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Button } from '../Button/Button';
import { ToastProvider } from './ToastProvider';
import { ToastQueue } from './toastQueue';
import { useToast } from './useToast';

afterEach(() => {
  vi.useRealTimers();
});

function SendRequest() {
  const toast = useToast();
  return (
    <Button onPress={() => toast.success('Your friend request has been sent to Ana.')}>
      Send request
    </Button>
  );
}

describe('ToastQueue', () => {
  it('closes success and info toasts after its timeout, and keeps error toasts', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue({ timeout: 5000 });
    queue.success('Saved');
    queue.error('Failed to save recording preference.');
    queue.info('Join request sent');
    // Timers start when a toast is shown; a region shows them.
    renderWithUI(<ToastProvider queue={queue} />);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const [remaining] = screen.getAllByRole('alertdialog');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(remaining).toHaveAccessibleName('Error: Failed to save recording preference.');
  });

  it('lets one toast override the timeout, or stay until closed with null', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue({ timeout: 5000 });
    queue.success('Quick', { timeout: 8000 });
    queue.info('Sticky', { timeout: null });
    queue.error('Brief error', { timeout: 6000 });
    renderWithUI(<ToastProvider queue={queue} />);
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.getAllByRole('alertdialog').map((toast) => toast.textContent)).toEqual([
      'Information: Sticky',
      'Success: Quick',
    ]);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('shows at most maxVisibleToasts and the next one when a toast closes', () => {
    const queue = new ToastQueue({ maxVisibleToasts: 1 });
    queue.error('First');
    const second = queue.error('Second');
    renderWithUI(<ToastProvider queue={queue} />);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    act(() => queue.close(second));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Error: First');
  });

  it('calls onClose when a toast closes', () => {
    const onClose = vi.fn();
    const queue = new ToastQueue();
    const key = queue.info('Join request sent', { onClose });
    queue.close(key);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ToastRegion', () => {
  it('shows a toast added through useToast, with its tone in words and its description', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue();
    renderWithUI(
      <ToastProvider queue={queue}>
        <SendRequest />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(
      'Success: Your friend request has been sent to Ana.',
    );
  });

  it('closes a toast with its close button', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue();
    queue.add({
      tone: 'error',
      title: 'Failed to update payment method.',
      description: 'Card declined',
    });
    renderWithUI(<ToastProvider queue={queue} />);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Card declined');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes the toast that has focus on Escape', () => {
    const queue = new ToastQueue();
    queue.error('First');
    queue.error('Second');
    renderWithUI(<ToastProvider queue={queue} />);
    const [newest] = screen.getAllByRole('alertdialog');
    fireEvent.keyDown(newest!, { key: 'Escape' });
    expect(screen.getAllByRole('alertdialog').map((toast) => toast.textContent)).toEqual([
      'Error: First',
    ]);
  });

  it('names the region and the close button in Spanish under es', () => {
    const queue = new ToastQueue();
    queue.success('Guardado');
    renderWithUI(<ToastProvider queue={queue} />, 'es');
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Éxito: Guardado');
    expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
  });
});

describe('the toast queue apart from the region', () => {
  // Pages add toasts on first load; the region (React Aria's toast and landmark code) can come later.
  it('the queue and useToast do not import the region, and the barrel exports them from their own modules', () => {
    for (const file of ['toastQueue.ts', 'useToast.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/^import (?!type ).*from '([^']+)';$/gm)].map(
        (match) => match[1],
      );
      expect(imports.filter((path) => /\/Toast$|ToastProvider/.test(path ?? ''))).toEqual([]);
    }
    const barrel = readFileSync(`${process.cwd()}/src/index.ts`, 'utf8');
    expect(barrel).toMatch(/toastQueue,\n[^}]*\} from '\.\/components\/Toast\/toastQueue';/);
    expect(barrel).toContain("export { useToast } from './components/Toast/useToast';");
  });
});
