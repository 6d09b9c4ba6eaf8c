import { type Cents, formatUsd } from './money';

/** Part 2 §9 "Page sizes: payments 10". */
export const PAYMENTS_PAGE_SIZE = 10;

/** Payment (part 2 §3). */
export interface Payment {
  id: string;
  created_at: string;
  description: string;
  status: string;
  total_in_cents: Cents;
}

/** GET /{provider}/invoice_history (part 2 §7): entries and the cursor of the next page. */
export interface PaymentHistoryPage {
  entries: Payment[];
  next: string | null;
}

export function invoiceHistoryQuery(cursor: string | null): { limit: number; cursor?: string } {
  return cursor ? { limit: PAYMENTS_PAGE_SIZE, cursor } : { limit: PAYMENTS_PAGE_SIZE };
}

/** Part 2 §2 "each entry shows date, description, status and amount". */
export interface PaymentRow {
  id: string;
  date: string;
  description: string;
  status: string;
  amount: string;
}

/** The calendar date (YYYY-MM-DD, UTC) and the amount in dollars; the apps localise the date. */
export function paymentRow(payment: Payment): PaymentRow {
  const created = new Date(payment.created_at);
  return {
    id: payment.id,
    date: Number.isNaN(created.getTime()) ? payment.created_at : created.toISOString().slice(0, 10),
    description: payment.description,
    status: payment.status,
    amount: formatUsd(payment.total_in_cents),
  };
}
