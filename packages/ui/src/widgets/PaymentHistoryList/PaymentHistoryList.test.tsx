import type { Payment } from '@backline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { PaymentHistoryList } from './PaymentHistoryList';

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 'p1',
  created_at: '2026-11-01T23:30:00Z',
  description: 'Gold (yearly)',
  status: 'paid',
  total_in_cents: 9999,
  ...overrides,
});

describe('PaymentHistoryList', () => {
  it('shows date, description, status and amount with 2 decimals', () => {
    renderWithUI(<PaymentHistoryList payments={[payment({})]} layout="table" />);
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Nov 1, 2026');
    expect(row).toHaveTextContent('Gold (yearly)');
    expect(row).toHaveTextContent('Paid');
    expect(row).toHaveTextContent('$99.99');
  });

  it('shows a status it does not know as the server sent it', () => {
    renderWithUI(
      <PaymentHistoryList payments={[payment({ status: 'past_due' })]} layout="table" />,
    );
    expect(within(screen.getAllByRole('row')[1]!).getByText('past_due')).toBeInTheDocument();
  });

  it('offers "Load more" only while a next cursor exists', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderWithUI(
      <PaymentHistoryList payments={[payment({})]} layout="table" onLoadMore={onLoadMore} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<PaymentHistoryList payments={[payment({})]} layout="table" />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('has empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUI(<PaymentHistoryList payments={[]} layout="table" />);
    expect(screen.getByText('You have no payments yet.')).toBeInTheDocument();
    rerender(<PaymentHistoryList payments={[]} hasError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your payment history could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
