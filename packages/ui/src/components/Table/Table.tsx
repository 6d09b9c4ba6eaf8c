import {
  composeRenderProps,
  Table as RACTable,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { LoadMoreButton } from './LoadMoreButton';
import * as styles from './Table.css';

export const tableSelectionModes = ['none', 'single', 'multiple'] as const;
export type TableSelectionMode = (typeof tableSelectionModes)[number];

export interface TableProps extends RACTableProps {
  /**
   * `multiple` adds a checkbox column (with "Select All"); `single` selects one row at a time.
   * @default 'none'
   */
  selectionMode?: TableSelectionMode;
  /**
   * The column and direction the rows are sorted by; columns with `allowsSorting` call
   * `onSortChange` when their header is pressed. The table never sorts the rows itself.
   */
  sortDescriptor?: RACTableProps['sortDescriptor'];
  /**
   * Shows a "Load more" button under the table that calls this. Pass it only while a next page
   * exists; without it there is no button.
   */
  onLoadMore?: () => void;
  /** The next page is loading: the "Load more" button shows its pending state. @default false */
  isLoadingMore?: boolean;
  /** The "Load more" button's text. @default "Load more" (ui.collection.loadMore) */
  loadMoreLabel?: string;
}

/**
 * A data table on React Aria's Table: arrow keys move between rows and cells, headers sort,
 * rows select. Compose it from `TableHeader`, `Column`, `TableBody`, `Row` and `Cell`, and give it
 * an `aria-label` (or `aria-labelledby`).
 */
export function Table({
  selectionMode = 'none',
  onLoadMore,
  isLoadingMore = false,
  loadMoreLabel,
  className,
  ...props
}: TableProps) {
  return (
    <div className={styles.container}>
      <div className={styles.scroller}>
        <RACTable
          {...props}
          selectionMode={selectionMode}
          className={composeRenderProps(className, (consumerClassName) =>
            cx(styles.table, consumerClassName),
          )}
        />
      </div>
      {onLoadMore && (
        <LoadMoreButton label={loadMoreLabel} isPending={isLoadingMore} onPress={onLoadMore} />
      )}
    </div>
  );
}
