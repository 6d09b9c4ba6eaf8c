import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { SignupsTable } from './SignupsTable';

const traffics = [
  { day: '2026-10-30', visits: 4, signups: 1 },
  { day: '2026-11-02', visits: 3, signups: 1 },
  { day: '2026-11-20', visits: 5, signups: 2 },
];

describe('SignupsTable', () => {
  it('words the empty state as the domain does', () => {
    expect(en['ui.signupsTable.empty']).toBe(
      'No signups yet. Share your affiliate links to start earning.',
    );
  });

  it('sums the days by month, newest month first', () => {
    renderWithUI(<SignupsTable traffics={traffics} layout="table" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/November 2026\s*8\s*3/);
    expect(rows[1]).toHaveTextContent(/October 2026\s*4\s*1/);
  });

  it('offers "Load more" only while a next page exists', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderWithUI(
      <SignupsTable traffics={traffics} layout="table" onLoadMore={onLoadMore} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<SignupsTable traffics={traffics} layout="table" />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('invites to share the links when there are no signups', () => {
    renderWithUI(<SignupsTable traffics={[]} layout="table" />);
    expect(
      screen.getByText('No signups yet. Share your affiliate links to start earning.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get your affiliate links' })).toHaveAttribute(
      'href',
      '/affiliate/links',
    );
  });

  it('shows one card a month on narrow screens, in Spanish too', () => {
    renderWithUI(<SignupsTable traffics={traffics} layout="cards" />, 'es');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Registros')).toBeInTheDocument();
  });
});
