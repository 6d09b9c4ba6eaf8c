import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { Cell } from './Cell';
import { Column } from './Column';
import { Row } from './Row';
import { Table, type TableProps, tableSelectionModes } from './Table';
import { TableBody } from './TableBody';
import { TableHeader } from './TableHeader';

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

type MusicianColumn = 'name' | 'instrument' | 'city' | 'latency';

function sortMusicians(rows: Musician[], { column, direction }: SortDescriptor): Musician[] {
  const key = column as MusicianColumn;
  const sorted = [...rows].sort((a, b) =>
    typeof a[key] === 'number'
      ? (a[key] as number) - (b[key] as number)
      : String(a[key]).localeCompare(String(b[key])),
  );
  return direction === 'descending' ? sorted.reverse() : sorted;
}

interface MusiciansTableProps extends TableProps {
  rows?: Musician[];
  isLoading?: boolean;
  emptyState?: string;
}

/** The sorting lives in the story (as it would in the app's loader): the table only reports. */
function MusiciansTable({
  rows = musicians,
  isLoading,
  emptyState,
  ...props
}: MusiciansTableProps) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
    column: 'name',
    direction: 'ascending',
  });
  return (
    <Table
      aria-label="Musicians"
      {...props}
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        setSortDescriptor(descriptor);
        props.onSortChange?.(descriptor);
      }}
    >
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="instrument" allowsSorting>
          Instrument
        </Column>
        <Column id="city">City</Column>
        <Column id="latency" allowsSorting align="end">
          Latency (ms)
        </Column>
      </TableHeader>
      <TableBody
        items={sortMusicians(rows, sortDescriptor)}
        isLoading={isLoading}
        emptyState={emptyState}
      >
        {(musician) => (
          <Row>
            <Cell>{musician.name}</Cell>
            <Cell>{musician.instrument}</Cell>
            <Cell>{musician.city}</Cell>
            <Cell align="end">{musician.latency}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Components/Table',
  component: Table,
  args: { onSortChange: fn(), onSelectionChange: fn() },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: tableSelectionModes },
  },
  render: (args) => <MusiciansTable {...args} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

export const Loading: Story = {
  render: (args) => <MusiciansTable {...args} rows={[]} isLoading />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const loading = uiMessagesFor(globals.locale)['ui.spinner.label'];
    await expect(await canvas.findByRole('progressbar', { name: loading })).toBeVisible();
  },
};

export const Empty: Story = {
  render: (args) => <MusiciansTable {...args} rows={[]} emptyState="No Records!" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'No Records!' })).toBeVisible();
  },
};

export const SingleSelected: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: [3] },
};

export const MultipleSelected: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: [1, 3] },
};

export const WithLoadMore: Story = { args: { onLoadMore: fn() } };

export const LoadingMore: Story = { args: { onLoadMore: fn(), isLoadingMore: true } };

export const ArrowKeysAndEnterSelectRows: Story = {
  args: { selectionMode: 'single' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria builds a collection's items in a second render: wait for them.
    await canvas.findByRole('rowheader', { name: 'Ada Okafor' });
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    // rows[0] is the header row; the body is sorted by name.
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    await expect(rows[3]).toHaveAttribute('aria-selected', 'true');
  },
};

export const SortByPressingColumnHeader: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const latency = await canvas.findByRole('columnheader', { name: /Latency/ });
    const firstBodyRowName = () => within(canvas.getAllByRole('row')[1]!).getByRole('rowheader');

    await userEvent.click(latency);
    await expect(latency).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstBodyRowName()).toHaveTextContent('Carmen Ruiz');

    // From a cell of the first row, ArrowUp reaches its column's header; arrows move along the
    // header row toward the inline end (ArrowLeft in right-to-left), and Enter on a sortable
    // header sorts by it.
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Carmen Ruiz' }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
    const towardEnd = globals.direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(towardEnd.repeat(3));
    await expect(latency).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(latency).toHaveAttribute('aria-sort', 'descending');
    await expect(firstBodyRowName()).toHaveTextContent('Dev Patel');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'latency',
      direction: 'descending',
    });
  },
};

export const SelectAllWithCheckbox: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria names it "Select All" in the locale's words.
    const header = await canvas.findByRole('columnheader', { name: /^Select|^Seleccionar/ });
    await userEvent.click(within(header).getByRole('checkbox'));
    const bodyRows = canvas.getAllByRole('row').slice(1);
    for (const row of bodyRows) await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('checkbox', { name: /Ada Okafor/ })).toBeChecked();
  },
};

export const LoadMoreByKeyboard: Story = {
  args: { onLoadMore: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const label = uiMessagesFor(globals.locale)['ui.collection.loadMore'];
    const loadMore = canvas.getByRole('button', { name: label });
    loadMore.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};
