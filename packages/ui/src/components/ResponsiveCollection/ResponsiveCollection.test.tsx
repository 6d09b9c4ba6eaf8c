import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { UIProvider } from '../../i18n/UIProvider';
import {
  ResponsiveCollection,
  type ResponsiveCollectionColumn,
  type ResponsiveCollectionProps,
} from './ResponsiveCollection';

interface Signup {
  id: string;
  month: string;
  signups: number;
}

const signups: Signup[] = [
  { id: '2024-01', month: 'January 2024', signups: 12 },
  { id: '2024-02', month: 'February 2024', signups: 7 },
  { id: '2024-03', month: 'March 2024', signups: 19 },
];

const columns: ResponsiveCollectionColumn<Signup>[] = [
  { id: 'month', name: 'Month', cell: (row) => row.month, isRowHeader: true },
  { id: 'signups', name: 'Signups', cell: (row) => row.signups, allowsSorting: true, align: 'end' },
];

/** A matchMedia whose answer the test sets, and changes (firing `change`) like a resize. */
function stubScreen({ wide }: { wide: boolean }) {
  let matches = wide;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    resize({ wide: next }: { wide: boolean }) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function Signups(props: Partial<ResponsiveCollectionProps<Signup>>) {
  return (
    <ResponsiveCollection
      aria-label="Signups"
      items={signups}
      columns={columns}
      renderCard={(row) => (
        <article>
          <h3>{row.month}</h3>
          <p>{row.signups} signups</p>
        </article>
      )}
      {...props}
    />
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResponsiveCollection', () => {
  it('shows only the table from the sm breakpoint (576 px) up', () => {
    const { matchMedia } = stubScreen({ wide: true });
    renderWithUI(<Signups />);
    expect(matchMedia).toHaveBeenCalledWith('screen and (min-width: 576px)');
    expect(screen.getByRole('table', { name: 'Signups' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'February 2024' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Signups' })).not.toBeInTheDocument();
  });

  it('shows only the swipe cards below sm', () => {
    stubScreen({ wide: false });
    renderWithUI(<Signups />);
    expect(screen.getByRole('region', { name: 'Signups' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'January 2024' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('swaps layouts when the window crosses sm', () => {
    const screenSize = stubScreen({ wide: true });
    renderWithUI(<Signups />);
    act(() => screenSize.resize({ wide: false }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Signups' })).toBeInTheDocument();
    act(() => screenSize.resize({ wide: true }));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Signups' })).not.toBeInTheDocument();
  });

  it('forces one layout whatever the width', () => {
    stubScreen({ wide: true });
    const { unmount } = renderWithUI(<Signups layout="cards" />);
    expect(screen.getByRole('region', { name: 'Signups' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    stubScreen({ wide: false });
    renderWithUI(<Signups layout="table" />);
    expect(screen.getByRole('table', { name: 'Signups' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Signups' })).not.toBeInTheDocument();
  });

  it('renders both layouts on the server, each hidden by a media query, and hydrates cleanly', async () => {
    const server = renderToString(
      <UIProvider locale="en">
        <Signups onLoadMore={() => {}} />
      </UIProvider>,
    );
    expect(server).toContain('<table');
    expect(server).toContain('aria-roledescription="carousel"');

    const screenSize = stubScreen({ wide: false });
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const onLoadMore = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <UIProvider locale="en">
          <Signups onLoadMore={onLoadMore} />
        </UIProvider>,
        { onRecoverableError },
      ),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // After hydration the hidden table is dropped; the visible carousel may now ask for more.
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => screenSize.resize({ wide: true }));
    expect(container.querySelector('table')).not.toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  it('never lets the hidden carousel load more while hydrating on a wide screen', async () => {
    const server = renderToString(
      <UIProvider locale="en">
        <Signups onLoadMore={() => {}} />
      </UIProvider>,
    );
    stubScreen({ wide: true });
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const onLoadMore = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <UIProvider locale="en">
          <Signups onLoadMore={onLoadMore} />
        </UIProvider>,
      ),
    );
    expect(container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('keeps both layouts, left to CSS, where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    renderWithUI(<Signups />);
    const table = screen.getByRole('table', { name: 'Signups' });
    const carousel = screen.getByRole('region', { name: 'Signups' });
    expect(table.closest('[class*="tableOnWideScreens"]')).not.toBeNull();
    expect(carousel.className).toMatch(/cardsOnNarrowScreens/);
  });

  it('asks the app to sort when a sortable header is pressed', async () => {
    stubScreen({ wide: true });
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithUI(<Signups onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: 'Signups' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await user.click(screen.getByRole('button', { name: 'Signups' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'signups', direction: 'ascending' });
  });

  it('lets Tab reach every button of every row, in reading order', async () => {
    stubScreen({ wide: true });
    const user = userEvent.setup();
    const opened: string[] = [];
    renderWithUI(
      <Signups
        columns={[
          ...columns,
          {
            id: 'actions',
            name: 'Actions',
            cell: (row) => (
              <button type="button" onClick={() => opened.push(row.id)}>
                Open {row.month}
              </button>
            ),
          },
        ]}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Signups' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open January 2024' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open February 2024' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['2024-02']);
  });

  it('makes the row header the row action’s button, and a click on the row does the same', async () => {
    stubScreen({ wide: true });
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithUI(<Signups onRowAction={onRowAction} />);
    const row = screen.getByRole('button', { name: 'March 2024' });
    expect(row.closest('th')).toHaveAttribute('scope', 'row');
    row.focus();
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith('2024-03');
    await user.click(screen.getByRole('cell', { name: '7' }));
    expect(onRowAction).toHaveBeenLastCalledWith('2024-02');
    expect(onRowAction).toHaveBeenCalledTimes(2);
  });

  it('takes a click on the row inside a focusable region too (a tab panel, a scroll area)', async () => {
    stubScreen({ wide: true });
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithUI(
      // biome-ignore lint/a11y/noNoninteractiveTabindex: React Aria's tab panels are focusable.
      <div role="tabpanel" tabIndex={0}>
        <Signups onRowAction={onRowAction} />
      </div>,
    );
    await user.click(screen.getByRole('cell', { name: '7' }));
    expect(onRowAction).toHaveBeenLastCalledWith('2024-02');
  });

  it('has one "Load more" button under either layout, pending while the page loads', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    stubScreen({ wide: true });
    const { rerender } = renderWithUI(<Signups onLoadMore={onLoadMore} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<Signups onLoadMore={onLoadMore} isLoadingMore />);
    expect(screen.getByRole('button', { name: 'Load more In progress' })).toBeInTheDocument();
  });

  it("shows the app's empty text, and no load more button, when there are no items", () => {
    stubScreen({ wide: false });
    renderWithUI(<Signups items={[]} emptyState="No Records!" onLoadMore={() => {}} />);
    expect(screen.getByText('No Records!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
