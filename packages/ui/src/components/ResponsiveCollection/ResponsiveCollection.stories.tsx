import { BREAKPOINTS } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { Card } from '../Card/Card';
import {
  ResponsiveCollection,
  type ResponsiveCollectionColumn,
  type ResponsiveCollectionProps,
  responsiveCollectionLayouts,
} from './ResponsiveCollection';

interface Musician {
  id: number;
  name: string;
  instrument: string;
  city: string;
  latency: number;
}

const musicians: Musician[] = [
  { id: 1, name: 'Ada Okafor', instrument: 'Bass guitar', city: 'Lagos', latency: 38 },
  { id: 2, name: 'Björn Lund', instrument: 'Drums', city: 'Malmö', latency: 52 },
  { id: 3, name: 'Carmen Ruiz', instrument: 'Vocals', city: 'Sevilla', latency: 21 },
  { id: 4, name: 'Dev Patel', instrument: 'Keyboard', city: 'Pune', latency: 74 },
];

const columns: ResponsiveCollectionColumn<Musician>[] = [
  { id: 'name', name: 'Name', cell: (m) => m.name, isRowHeader: true, allowsSorting: true },
  { id: 'instrument', name: 'Instrument', cell: (m) => m.instrument },
  { id: 'city', name: 'City', cell: (m) => m.city },
  {
    id: 'latency',
    name: 'Latency (ms)',
    cell: (m) => m.latency,
    allowsSorting: true,
    align: 'end',
  },
];

function renderCard(musician: Musician) {
  return (
    <Card as="article" elevation="raised">
      <h3 style={{ margin: 0 }}>{musician.name}</h3>
      <p>
        {musician.instrument} · {musician.city} · {musician.latency} ms
      </p>
    </Card>
  );
}

function sortMusicians(rows: readonly Musician[], { column, direction }: SortDescriptor) {
  const key = column as keyof Musician;
  const sorted = [...rows].sort((a, b) =>
    typeof a[key] === 'number'
      ? (a[key] as number) - (b[key] as number)
      : String(a[key]).localeCompare(String(b[key])),
  );
  return direction === 'descending' ? sorted.reverse() : sorted;
}

type MusiciansProps = Partial<ResponsiveCollectionProps<Musician>>;

/** The app's side: it owns the sort (as its loader would) and passes the sorted items. */
function Musicians(props: MusiciansProps) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
    column: 'name',
    direction: 'ascending',
  });
  return (
    <ResponsiveCollection
      aria-label="Musicians"
      columns={columns}
      renderCard={renderCard}
      positionLabel={(position, total) => `Musician ${position} of ${total}`}
      {...props}
      items={sortMusicians(props.items ?? musicians, sortDescriptor)}
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        setSortDescriptor(descriptor);
        props.onSortChange?.(descriptor);
      }}
    />
  );
}

const meta = {
  title: 'Components/ResponsiveCollection',
  component: ResponsiveCollection,
  args: {
    'aria-label': 'Musicians',
    items: musicians,
    columns,
    renderCard,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: responsiveCollectionLayouts },
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
  parameters: { layout: 'padded' },
  render: (args) => <Musicians {...(args as MusiciansProps)} />,
} satisfies Meta<typeof ResponsiveCollection<Musician>>;

export default meta;
type Story = StoryObj<typeof meta>;

const isWide = () => window.matchMedia(`screen and (min-width: ${BREAKPOINTS.sm}px)`).matches;

/**
 * The spec's rule: a table from sm (576 px) up, swipe cards below. Resize the window, or pick a
 * phone in the viewport toolbar, to see it switch; the test checks whichever the width asks for.
 */
export const Auto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (isWide()) {
      await expect(canvas.getByRole('table', { name: 'Musicians' })).toBeVisible();
      await expect(canvas.queryByRole('region', { name: 'Musicians' })).toBeNull();
    } else {
      await expect(canvas.getByRole('region', { name: 'Musicians' })).toBeVisible();
      await expect(canvas.queryByRole('table')).toBeNull();
    }
  },
};

/** The narrow layout at a phone's width (320 px), as the viewport toolbar shows it. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const TableLayout: Story = { args: { layout: 'table' } };

export const CardsLayout: Story = { args: { layout: 'cards' } };

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const loading = uiMessagesFor(globals.locale)['ui.spinner.label'];
    const spinners = await within(canvasElement).findAllByRole('progressbar', { name: loading });
    // One spinner: the hidden layout's is not rendered (or not displayed).
    await expect(spinners.filter((spinner) => spinner.checkVisibility())).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { items: [], emptyState: 'No Records!' },
  play: async ({ canvasElement }) => {
    const texts = within(canvasElement).getAllByText('No Records!');
    await expect(texts.filter((text) => text.checkVisibility())).toHaveLength(1);
  },
};

export const EmptyCards: Story = { args: { ...Empty.args, layout: 'cards' } };

export const Selected: Story = {
  args: { layout: 'table', selectionMode: 'single', defaultSelectedKeys: [2] },
};

export const WithLoadMore: Story = { args: { onLoadMore: fn() } };

export const LoadingMore: Story = { args: { onLoadMore: fn(), isLoadingMore: true } };

export const TableSortsAndSelectsByKeyboard: Story = {
  args: { layout: 'table', selectionMode: 'single' },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // React Aria builds a collection's items in a second render: wait for them.
    await canvas.findByRole('rowheader', { name: 'Ada Okafor' });
    await userEvent.tab();
    const rows = () => canvas.getAllByRole('row');
    await expect(rows()[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(rows()[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);

    // Up to the header row, across to Latency (toward the inline end: ArrowLeft in
    // right-to-left), Enter sorts by it.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
    const towardEnd = globals.direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(`${towardEnd.repeat(3)}{Enter}`);
    const latency = canvas.getByRole('columnheader', { name: /Latency/ });
    await expect(latency).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(rows()[1]!).getByRole('rowheader')).toHaveTextContent('Carmen Ruiz');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'latency',
      direction: 'ascending',
    });
  },
};

export const CardsStepWithButtonsAndKeys: Story = {
  args: { layout: 'cards', onLoadMore: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = uiMessagesFor(globals.locale);
    const position = () => canvas.getByText(/^Musician \d of 4$/, { selector: 'p' });
    await expect(position()).toHaveTextContent('Musician 1 of 4');
    await userEvent.click(canvas.getByRole('button', { name: t['ui.swipeCarousel.next'] }));
    await expect(position()).toHaveTextContent('Musician 2 of 4');
    await expect(canvas.getByRole('group', { name: 'Musician 2 of 4' })).toHaveTextContent(
      'Björn Lund',
    );
    // The carousel's arrows follow the layout's direction: the next card is on the inline end.
    await userEvent.keyboard(globals.direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(position()).toHaveTextContent('Musician 3 of 4');
    // Nearing the end of the loaded cards asks the app for its next page.
    await expect(args.onLoadMore).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t['ui.swipeCarousel.previous'] }));
    await expect(position()).toHaveTextContent('Musician 2 of 4');
  },
};
