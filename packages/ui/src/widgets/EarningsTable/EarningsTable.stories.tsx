import type { AffiliatePaymentRow } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { EarningsTable } from './EarningsTable';

const payments: AffiliatePaymentRow[] = [
  {
    month: 8,
    year: 2026,
    subscriptions: [{ plan: 'silver-monthly', count: 1 }],
    jamtracks_sold: 0,
    due_amount_in_cents: 150,
  },
  {
    month: 9,
    year: 2026,
    subscriptions: [
      { plan: 'gold-monthly', count: 2 },
      { plan: 'platinum-yearly', count: 1 },
    ],
    jamtracks_sold: 4,
    due_amount_in_cents: 6357,
  },
  {
    month: 10,
    year: 2026,
    subscriptions: [],
    jamtracks_sold: 2,
    due_amount_in_cents: 180,
  },
  {
    month: 11,
    year: 2026,
    subscriptions: [{ plan: 'gold-yearly', count: 1 }],
    jamtracks_sold: 1,
    due_amount_in_cents: 3090,
  },
];

const meta = {
  title: 'Widgets/EarningsTable',
  component: EarningsTable,
  args: { payments, layout: 'table' },
  decorators: [withRouter(fn()), inFrame(720)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EarningsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest month first, with plans and counts, JamTracks sold and dollars; a chart above. */
export const ByMonth: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('ui.earningsTable.label') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent(
      t('ui.earningsTable.planCount', { plan: 'Gold', count: 1 }),
    );
    await expect(rows[2]).toHaveTextContent(t('ui.earningsTable.noSubscriptions'));
    const chart = canvas.getByRole('img');
    // Its name is the caption's text alternative: the span, the total and the best month.
    await expect(chart).toHaveAccessibleName(/63[.,]57/);
    await expect(chart.querySelectorAll('rect')).toHaveLength(4);
  },
};

/** A phone: swipe cards with the same facts. */
export const Cards: Story = {
  args: { layout: 'cards' },
  decorators: [inFrame(320)],
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(4);
    await expect(canvasElement).toHaveTextContent(t('ui.earningsTable.jamtracksSold'));
  },
};

/** Empty: a link to the affiliate links, no chart. */
export const Empty: Story = {
  args: { payments: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('ui.earningsTable.empty'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('ui.earningsTable.getLinks') }),
    ).toHaveAttribute('href', '/affiliate/links');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Loading: Story = { args: { payments: [], isLoading: true } };

/** The load failed: an error with "Try again". */
export const LoadFailed: Story = {
  args: { hasError: true, onRetry: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.earningsTable.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.earningsTable.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
