import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { sessions } from '../private/sessionsStoryKit';
import { SessionTable } from './SessionTable';

describe('SessionTable', () => {
  it('shows the error text of part 1 §8 instead of the list', () => {
    renderWithUI(<SessionTable sessions={sessions} hasError onRetry={vi.fn()} layout="table" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was an error retrieving the session list. Please try again.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('links an empty list to /sessions/new', () => {
    renderWithUI(<SessionTable sessions={[]} layout="table" />);
    expect(screen.getByRole('link', { name: 'Create Session' })).toHaveAttribute(
      'href',
      '/sessions/new',
    );
  });

  it('shows a spinner, not the empty state, while the first load runs', () => {
    renderWithUI(<SessionTable sessions={[]} isLoading layout="table" />);
    expect(screen.queryByRole('link', { name: 'Create Session' })).toBeNull();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('marks only the session being joined as pending', async () => {
    renderWithUI(
      <SessionTable sessions={sessions} onJoin={vi.fn()} joiningSessionId="s3" layout="cards" />,
    );
    const jazz = await screen.findByRole('button', { name: /^Join Latin jazz/ });
    expect(jazz).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /^Join Friday blues/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
