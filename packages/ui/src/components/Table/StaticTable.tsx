import type { MouseEvent, ReactNode } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import type { ColumnAlignment } from './Column';
import { SortIcon } from './SortIcon';
import * as styles from './Table.css';

/** One column of a StaticTable. */
export interface StaticTableColumn<T> {
  /** Unique among the columns; the `column` of a `SortDescriptor`. */
  id: string;
  /** The column header's text. */
  name: string;
  /** What the column shows for an item. */
  cell: (item: T) => ReactNode;
  /** The column that names each row (a `<th scope="row">`). @default false */
  isRowHeader?: boolean;
  /** Its header is a button that asks for a sort by it (`onSortChange`). @default false */
  allowsSorting?: boolean;
  /** `end` for numbers and money. @default 'start' */
  align?: ColumnAlignment;
}

export interface StaticTableProps<T> {
  /** Names the table for screen readers. */
  'aria-label': string;
  /** The rows' items. */
  items: readonly T[];
  /** The columns. */
  columns: readonly StaticTableColumn<T>[];
  /** Each item's stable key. */
  itemKey: (item: T) => Key;
  /** What the body says with no rows. @default "Nothing to show yet." (ui.collection.empty) */
  emptyState?: ReactNode;
  /** The first page is loading: an empty body shows a spinner. @default false */
  isLoading?: boolean;
  /** The column and direction the rows are sorted by (shown, and told by `aria-sort`). */
  sortDescriptor?: SortDescriptor;
  /** Called when a sortable header is pressed; the app sorts the items. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * Called when a row is activated: its row header becomes a button (Tab, Enter), and a click
   * anywhere on the row that is not on another control does the same.
   */
  onRowAction?: (key: Key) => void;
}

const CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [tabindex]';

/**
 * A plain HTML table (`table`, `th scope`, `aria-sort`): every control in its cells is an ordinary
 * Tab stop, in reading order. React Aria's Table is an ARIA grid, one Tab stop whose cells are
 * reached by arrow keys; that suits selection, but hides a row's buttons ("Add Friend",
 * "Add to cart") from Tab and gives no hint. Lists whose rows carry actions use this one.
 */
export function StaticTable<T>({
  'aria-label': ariaLabel,
  items,
  columns,
  itemKey,
  emptyState,
  isLoading = false,
  sortDescriptor,
  onSortChange,
  onRowAction,
}: StaticTableProps<T>) {
  const t = useUIMessages();

  const sortBy = (column: StaticTableColumn<T>) => {
    const direction =
      sortDescriptor?.column === column.id && sortDescriptor.direction === 'ascending'
        ? 'descending'
        : 'ascending';
    onSortChange?.({ column: column.id, direction });
  };

  const rowClick = (key: Key) => (event: MouseEvent<HTMLTableRowElement>) => {
    // A control of the row handles its own click. Only the row's own controls count: the
    // focusable region around the table (a tab panel: [tabindex]) would otherwise take every click.
    const control = (event.target as Element).closest(CONTROLS);
    if (control && event.currentTarget.contains(control)) return;
    onRowAction?.(key);
  };

  return (
    <div className={styles.container}>
      <div className={styles.scroller}>
        <table aria-label={ariaLabel} className={styles.table}>
          <thead className={styles.header}>
            <tr>
              {columns.map((column) => {
                const align = column.align ?? 'start';
                const direction =
                  sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
                const content = (
                  <span
                    className={cx(styles.columnContent, align === 'end' && styles.columnContentEnd)}
                  >
                    {column.name}
                    {column.allowsSorting && <SortIcon />}
                  </span>
                );
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={column.allowsSorting ? (direction ?? 'none') : undefined}
                    data-sort-direction={direction}
                    className={cx(styles.column, styles.align[align])}
                  >
                    {column.allowsSorting ? (
                      <button
                        type="button"
                        className={styles.headerButton}
                        onClick={() => sortBy(column)}
                      >
                        {content}
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.cell}>
                  <div className={styles.bodyMessage}>
                    {isLoading ? <Spinner /> : (emptyState ?? t('ui.collection.empty'))}
                  </div>
                </td>
              </tr>
            ) : (
              items.map((item) => {
                const key = itemKey(item);
                return (
                  <tr
                    key={key}
                    className={styles.row}
                    data-actionable={onRowAction ? '' : undefined}
                    onClick={onRowAction ? rowClick(key) : undefined}
                  >
                    {columns.map((column) => {
                      const className = cx(styles.cell, styles.align[column.align ?? 'start']);
                      if (!column.isRowHeader) {
                        return (
                          <td key={column.id} className={className}>
                            {column.cell(item)}
                          </td>
                        );
                      }
                      return (
                        <th key={column.id} scope="row" className={className}>
                          {onRowAction ? (
                            <button
                              type="button"
                              className={styles.rowAction}
                              onClick={() => onRowAction(key)}
                            >
                              {column.cell(item)}
                            </button>
                          ) : (
                            column.cell(item)
                          )}
                        </th>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
