import type { AffiliatePaymentRow } from '@backline/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { EarningsTable } from './EarningsTable';

const payments: AffiliatePaymentRow[] = [
  {
    month: 10,
    year: 2026,
    subscriptions: [{ plan: 'gold-monthly', count: 2 }],
    jamtracks_sold: 1,
    due_amount_in_cents: 690,
  },
  {
    month: 11,
    year: 2026,
    subscriptions: [],
    jamtracks_sold: 3,
    due_amount_in_cents: 270,
  },
];

describe('EarningsTable', () => {
  it('words the empty state as the domain does', () => {
    expect(en['ui.earningsTable.empty']).toBe(
      'No earnings yet. Get your affiliate links to start sharing.',
    );
  });

  it('shows month, plans with counts, JamTracks sold and dollars, newest first', () => {
    renderWithUI(<EarningsTable payments={payments} layout="table" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/November 2026\s*None\s*3\s*\$2\.70/);
    expect(rows[1]).toHaveTextContent(/October 2026\s*Gold: 2\s*1\s*\$6\.90/);
  });

  it('draws earnings over time with a text alternative', () => {
    renderWithUI(<EarningsTable payments={payments} layout="table" />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Earnings from October 2026 to November 2026: $9.60 in all; the best month was October 2026 with $6.90.',
    );
  });

  it('links to the affiliate links when there are no earnings', () => {
    renderWithUI(<EarningsTable payments={[]} layout="table" />);
    expect(
      screen.getByText('No earnings yet. Get your affiliate links to start sharing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get your affiliate links' })).toHaveAttribute(
      'href',
      '/affiliate/links',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows swipe cards on narrow screens, in Spanish too', () => {
    renderWithUI(<EarningsTable payments={payments} layout="cards" />, 'es');
    expect(document.querySelectorAll('article')).toHaveLength(2);
    expect(screen.getAllByText('JamTracks vendidos').length).toBeGreaterThan(0);
  });
});
