import type { TrafficRow } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { SignupsTable, type SignupsTableProps } from './SignupsTable';

/** Ten days a page, newest first, across the last months of 2026. */
function page(index: number): TrafficRow[] {
  return Array.from({ length: 10 }, (_, n) => {
    const day = new Date(Date.UTC(2026, 10, 20) - (index * 10 + n) * 6 * 86_400_000);
    return { day: day.toISOString().slice(0, 10), visits: 3 + (n % 4), signups: n % 3 };
  });
}

/** The page's side: it appends the next page on "Load more" until there is none. */
function SignupsPage(props: SignupsTableProps) {
  const [pages, setPages] = useState(1);
  return (
    <SignupsTable
      {...props}
      traffics={
        props.traffics.length ? Array.from({ length: pages }, (_, i) => page(i)).flat() : []
      }
      {...(props.onLoadMore && pages < 3
        ? {
            onLoadMore: () => {
              props.onLoadMore?.();
              setPages(pages + 1);
            },
          }
        : {})}
    />
  );
}

const meta = {
  title: 'Widgets/SignupsTable',
  component: SignupsTable,
  args: { traffics: page(0), layout: 'table' },
  decorators: [withRouter(fn()), inFrame(720)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignupsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Months with their summed visits and signups, newest first. */
export const ByMonth: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const table = within(canvasElement).getByRole('table', { name: t('ui.signupsTable.label') });
    const rows = within(table).getAllByRole('row');
    await expect(rows.length).toBeGreaterThan(1);
    await expect(
      within(rows[0]!).getByRole('columnheader', { name: t('ui.signupsTable.signups') }),
    ).toBeVisible();
  },
};

/** "Load more" appends the next page until there is none. */
export const LoadMore: Story = {
  args: { onLoadMore: fn() },
  render: (args) => <SignupsPage {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const before = canvas.getAllByRole('row').length;
    await userEvent.click(canvas.getByRole('button', { name: t('ui.collection.loadMore') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(before));
  },
};

/** Empty: an invitation to share the affiliate links. */
export const Empty: Story = {
  args: { traffics: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('ui.signupsTable.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('ui.signupsTable.getLinks') })).toHaveAttribute(
      'href',
      '/affiliate/links',
    );
  },
};

export const Loading: Story = { args: { traffics: [], isLoading: true } };

/** The load failed: an error with "Try again". */
export const LoadFailed: Story = {
  args: { hasError: true, onRetry: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.signupsTable.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.signupsTable.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A phone (320 px): a swipe carousel of month cards. */
export const OnAPhone: Story = {
  args: { layout: 'cards' },
  decorators: [inFrame(320)],
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(canvasElement.querySelectorAll('article').length).toBeGreaterThan(1);
    await expect(canvasElement).toHaveTextContent(t('ui.signupsTable.signups'));
  },
};
