import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { demoMixdown } from '../private/playerStoryKit';
import { MixList, type MixListProps } from './MixList';

const mixdowns = [
  demoMixdown('mix-1', 'No drums', 'SIGNED'),
  demoMixdown('mix-2', 'Building', 'SIGNING'),
  demoMixdown('mix-3', 'Queued', 'QUEUED'),
  demoMixdown('mix-4', 'Broken', 'ERROR'),
  demoMixdown('mix-5', 'Slow', 'SIGNING_TIMEOUT'),
];

function renderList(props: Partial<MixListProps> = {}, locale = 'en') {
  const handlers = { onDelete: vi.fn(), onRetry: vi.fn(), onDownload: vi.fn() };
  renderWithUI(<MixList mixdowns={mixdowns} {...handlers} {...props} />, locale);
  return handlers;
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('MixList (part 2 §4, §5, §8)', () => {
  it('shows Loading with no actions while QUEUED or SIGNING', () => {
    renderList();
    for (const name of ['Building', 'Queued']) {
      expect(within(row(name)).getByText('Loading')).toBeInTheDocument();
      expect(within(row(name)).queryByRole('button')).toBeNull();
    }
  });

  it('says a queued mix waits for the track’s audio while it is being made', () => {
    const queued = demoMixdown('mix-6', 'Waiting', 'QUEUED');
    const waiting = {
      ...queued,
      packages: queued.packages.map((pkg) => ({ ...pkg, waiting_for: 'audio' as const })),
    };
    renderList({ mixdowns: [waiting] });
    expect(within(row('Waiting')).getByText('Waiting for the track’s audio')).toBeInTheDocument();
    expect(within(row('Waiting')).queryByText('Loading')).toBeNull();
  });

  it('downloads a signed mix', async () => {
    const { onDownload } = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Download No drums' }));
    expect(onDownload).toHaveBeenCalledWith('mix-1');
  });

  it('has no Download without downloads allowed', () => {
    renderList({ onDownload: undefined });
    expect(screen.queryByRole('button', { name: 'Download No drums' })).toBeNull();
  });

  it('deletes only after "Delete this custom mix?"', async () => {
    const { onDelete } = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Delete No drums' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this custom mix?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete No drums' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(onDelete).toHaveBeenCalledWith('mix-1');
  });

  it('retries a failed mix after the §8 prompt of its state', async () => {
    const { onRetry } = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Retry Slow' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retry Download?' });
    expect(dialog).toHaveTextContent('Custom mix took long to build. Retry?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith('mix-5');

    await userEvent.click(screen.getByRole('button', { name: 'Retry Broken' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Custom mix failed to build. Retry?');
  });

  it('shows a spinner while the list loads, and an empty text', () => {
    const { unmount } = renderWithUI(
      <MixList mixdowns={[]} isLoading onDelete={vi.fn()} onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    unmount();
    renderWithUI(<MixList mixdowns={[]} onDelete={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByText('You have no custom mixes yet.')).toBeInTheDocument();
  });

  it('takes its name from the heading the page labels it with', () => {
    renderWithUI(
      <>
        <h2 id="mixes-heading">Your mixes</h2>
        <MixList
          aria-labelledby="mixes-heading"
          mixdowns={[]}
          onDelete={vi.fn()}
          onRetry={vi.fn()}
        />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Your mixes' })).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderList({}, 'es');
    expect(screen.getByRole('button', { name: 'Eliminar No drums' })).toBeInTheDocument();
  });
});
