import { describe, expect, it } from 'vitest';
import { invoiceHistoryQuery, PAYMENTS_PAGE_SIZE, paymentRow } from './payments';

describe('payment history (part 2 §2 Payment history, §7 invoice_history)', () => {
  it('pages by 10 with a cursor', () => {
    expect(PAYMENTS_PAGE_SIZE).toBe(10);
    expect(invoiceHistoryQuery(null)).toEqual({ limit: 10 });
    expect(invoiceHistoryQuery('abc')).toEqual({ limit: 10, cursor: 'abc' });
  });

  it('shows date, description, status and amount in dollars', () => {
    expect(
      paymentRow({
        id: 'p1',
        created_at: '2025-02-03T18:30:00Z',
        description: 'Gold (month)',
        status: 'paid',
        total_in_cents: 999,
      }),
    ).toEqual({
      id: 'p1',
      date: '2025-02-03',
      description: 'Gold (month)',
      status: 'paid',
      amount: '$9.99',
    });
  });

  it('keeps an unreadable date as sent', () => {
    expect(
      paymentRow({
        id: 'p2',
        created_at: 'soon',
        description: '',
        status: 'open',
        total_in_cents: 0,
      }).date,
    ).toBe('soon');
  });
});
