import { PAYMENTS_PAGE_SIZE, type Payment } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { PaymentHistoryList } from './PaymentHistoryList';

const statuses = ['paid', 'paid', 'failed', 'paid', 'refunded'];

/** `count` payments, newest first, from 2026-11-01 back one month each. */
function demoPayments(count: number, from = 0): Payment[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const created = new Date(Date.UTC(2026, 10 - n, 1, 9, 30));
    return {
      id: `payment-${n + 1}`,
      created_at: created.toISOString(),
      description: n % 3 === 0 ? 'Gold (yearly)' : 'Silver (monthly)',
      status: statuses[n % statuses.length]!,
      total_in_cents: n % 3 === 0 ? 9999 : 499,
    };
  });
}

const meta = {
  title: 'Widgets/PaymentHistoryList',
  component: PaymentHistoryList,
  args: { payments: demoPayments(4), layout: 'table' },
  decorators: [inFrame(880)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Date, description, status and amount in dollars, one row each. */
export const Table: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const table = within(canvasElement).getByRole('table', {
      name: t('ui.paymentHistoryList.label'),
    });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('Gold (yearly)');
    await expect(rows[1]).toHaveTextContent('$99.99');
    await expect(rows[1]).toHaveTextContent(t('ui.paymentHistoryList.status.paid'));
    await expect(rows[3]).toHaveTextContent(t('ui.paymentHistoryList.status.failed'));
  },
};

/** A phone: swipe cards with the same facts. */
export const Cards: Story = {
  args: { layout: 'cards' },
  decorators: [inFrame(340)],
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$4.99');
  },
};

/** 10 a page: "Load more" asks for the next cursor's page, which appends. */
export const LoadMore: Story = {
  args: { payments: demoPayments(PAYMENTS_PAGE_SIZE), onLoadMore: fn() },
  render: function Render(args) {
    const [payments, setPayments] = useState(args.payments);
    return (
      <PaymentHistoryList
        {...args}
        payments={payments}
        {...(payments.length < 2 * PAYMENTS_PAGE_SIZE
          ? {
              onLoadMore: () => {
                args.onLoadMore?.();
                setPayments([...payments, ...demoPayments(3, payments.length)]);
              },
            }
          : {})}
      />
    );
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(PAYMENTS_PAGE_SIZE + 1);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.collection.loadMore') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(PAYMENTS_PAGE_SIZE + 4));
  },
};

/** Loading: the first page is on its way. */
export const Loading: Story = { args: { payments: [], isLoading: true } };

/** Empty: no payments yet. */
export const Empty: Story = {
  args: { payments: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(canvasElement).toHaveTextContent(t('ui.paymentHistoryList.empty'));
  },
};

/** Error: the history did not load; "Try again" asks again. */
export const LoadFailed: Story = {
  args: { payments: [], hasError: true, onRetry: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('ui.paymentHistoryList.loadFailed'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('ui.paymentHistoryList.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
