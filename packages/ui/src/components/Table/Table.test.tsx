import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Cell } from './Cell';
import { Column } from './Column';
import { Row } from './Row';
import { Table, type TableProps } from './Table';
import { TableBody } from './TableBody';
import { TableHeader } from './TableHeader';

const rows = [
  { id: 'a', name: 'Ada', city: 'Lagos' },
  { id: 'b', name: 'Björn', city: 'Malmö' },
];

function renderTable(
  props: Partial<TableProps> = {},
  body: { items?: typeof rows; isLoading?: boolean; emptyState?: string } = {},
  locale = 'en',
) {
  return renderWithUI(
    <Table aria-label="Musicians" {...props}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="city">City</Column>
      </TableHeader>
      <TableBody items={body.items ?? rows} isLoading={body.isLoading} emptyState={body.emptyState}>
        {(row) => (
          <Row>
            <Cell>{row.name}</Cell>
            <Cell>{row.city}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>,
    locale,
  );
}

describe('Table', () => {
  it('adds a checkbox column with "Select All" only under multiple selection', () => {
    const { unmount } = renderTable({ selectionMode: 'single' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    unmount();
    renderTable({ selectionMode: 'multiple' });
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeInTheDocument();
    // Each row's checkbox is named after the row's header cell.
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Björn' })).toBeInTheDocument();
  });

  it('selects every row from the "Select All" checkbox', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderTable({ selectionMode: 'multiple', onSelectionChange });
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(onSelectionChange).toHaveBeenCalledWith('all');
  });

  it("shows the app's empty text when there are no rows", () => {
    renderTable({}, { items: [], emptyState: 'No Records!' });
    expect(screen.getByRole('rowheader', { name: 'No Records!' })).toBeInTheDocument();
  });

  it('falls back to the ui empty text in the current locale', () => {
    renderTable({}, { items: [] }, 'es');
    expect(screen.getByText('Todavía no hay nada que mostrar.')).toBeInTheDocument();
  });

  it('shows a spinner instead of the empty text while the first page loads', () => {
    renderTable({}, { items: [], isLoading: true, emptyState: 'No Records!' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('No Records!')).not.toBeInTheDocument();
  });

  it('asks for a sort when a sortable header is pressed, and marks the sorted column', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ onSortChange, sortDescriptor: { column: 'name', direction: 'ascending' } });
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await user.click(name);
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
  });

  it('has a "Load more" button only when onLoadMore is given, pending while loading', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    unmount();

    const onLoadMore = vi.fn();
    const { rerender } = renderTable({ onLoadMore });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(
      <Table aria-label="Musicians" onLoadMore={onLoadMore} isLoadingMore>
        <TableHeader>
          <Column isRowHeader>Name</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <Row>
              <Cell>{row.name}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>,
    );
    const pending = screen.getByRole('button', { name: 'Load more In progress' });
    await user.click(pending);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('grid')).getAllByRole('row')).toHaveLength(3);
  });
});
