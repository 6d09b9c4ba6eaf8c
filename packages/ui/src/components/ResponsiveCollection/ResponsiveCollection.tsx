import { NARROW_LAYOUT_BELOW } from '@backline/domain';
import type { ReactNode } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';
import { minWidth } from '../../theme/breakpoints';
import { cx } from '../private/cx';
import { SwipeCarousel } from '../SwipeCarousel/SwipeCarousel';
import { Cell } from '../Table/Cell';
import { Column, type ColumnAlignment } from '../Table/Column';
import { LoadMoreButton } from '../Table/LoadMoreButton';
import { Row } from '../Table/Row';
import { StaticTable } from '../Table/StaticTable';
import { Table, type TableSelectionMode } from '../Table/Table';
import { TableBody } from '../Table/TableBody';
import { TableHeader } from '../Table/TableHeader';
import * as styles from './ResponsiveCollection.css';
import { useMediaQuery } from './useMediaQuery';

export const responsiveCollectionLayouts = ['auto', 'table', 'cards'] as const;
export type ResponsiveCollectionLayout = (typeof responsiveCollectionLayouts)[number];

/** One column of the wide layout's table. */
export interface ResponsiveCollectionColumn<T> {
  /** Unique among the columns; the `column` of a `SortDescriptor`. */
  id: string;
  /** The column header's text. */
  name: string;
  /** What the column shows for an item. */
  cell: (item: T) => ReactNode;
  /** The column that names each row for screen readers (a person's name). @default false */
  isRowHeader?: boolean;
  /** Pressing its header asks for a sort by it (`onSortChange`). @default false */
  allowsSorting?: boolean;
  /** `end` for numbers and money. @default 'start' */
  align?: ColumnAlignment;
}

export interface ResponsiveCollectionProps<T extends object> {
  /** Names the list for screen readers, as a table and as a carousel ("Musicians"). */
  'aria-label': string;
  /** The loaded items. */
  items: readonly T[];
  /** The table's columns (at ≥ sm). */
  columns: readonly ResponsiveCollectionColumn<T>[];
  /** Renders an item's card (below sm). */
  renderCard: (item: T, index: number) => ReactNode;
  /** Each item's stable key. @default item.id */
  itemKey?: (item: T) => Key;
  /**
   * `auto` follows the spec's rule for every list: a table from the sm breakpoint (576 px) up,
   * swipe cards below. `table` or `cards` forces one (a narrow side panel, a story).
   * @default 'auto'
   */
  layout?: ResponsiveCollectionLayout;
  /**
   * What shows when there are no items: the page's own words ("No Records!").
   * @default "Nothing to show yet." (ui.collection.empty)
   */
  emptyState?: ReactNode;
  /** The first page is loading: shows a spinner instead of `emptyState`. @default false */
  isLoading?: boolean;
  /**
   * Shows a "Load more" button under the list, and is called as the cards near their end. Pass
   * it only while a next page exists.
   */
  onLoadMore?: () => void;
  /** The next page is loading: the button shows its pending state. @default false */
  isLoadingMore?: boolean;
  /**
   * How many cards before the last loaded one the cards call `onLoadMore` (the carousel's
   * `nearEndThreshold`). @default 2
   */
  nearEndThreshold?: number;
  /** The "Load more" button's text. @default "Load more" (ui.collection.loadMore) */
  loadMoreLabel?: string;
  /** How many items exist in all, for the cards' "n of total". @default items.length */
  total?: number;
  /** Words the cards' position: `(n, total) => "JamTrack 3 of 20"`. @default "3 of 20" */
  positionLabel?: (position: number, total: number) => string;
  /** The table's sort; the cards show the items in the order given. */
  sortDescriptor?: SortDescriptor;
  /** Called when a sortable column header is pressed. The app sorts (or refetches) the items. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Row selection in the table. Cards carry their own actions instead. @default 'none' */
  selectionMode?: TableSelectionMode;
  /** The selected rows (controlled). */
  selectedKeys?: Iterable<Key> | 'all';
  /** The rows selected at first (uncontrolled). */
  defaultSelectedKeys?: Iterable<Key> | 'all';
  /** Called when the table's selection changes. */
  onSelectionChange?: (keys: Selection) => void;
  /** Called when a row is activated (pressed, or Enter): open the person's profile panel. */
  onRowAction?: (key: Key) => void;
  /** A class for the outer element. */
  className?: string;
}

function defaultItemKey(item: object): Key {
  return (item as { id: Key }).id;
}

/**
 * One list, two layouts: a table on wide screens and a SwipeCarousel of cards on narrow ones,
 * with one "Load more" button under either. Without row selection the table is a plain HTML
 * table (StaticTable), so Tab reaches every button in every row; with selection it is React
 * Aria's Table, an ARIA grid moved through by arrow keys.
 *
 * Rendering on the server: the server cannot know the screen's width, so with `layout="auto"` it
 * renders both layouts and CSS media queries (the theme's sm breakpoint) hide one. The page is
 * right at first paint, with no flash and no JavaScript. Hydration renders the same two layouts,
 * so it never mismatches; only afterwards does a matchMedia check (same breakpoint) drop the
 * hidden layout, halving the DOM and keeping one set of focusable controls, and swap layouts
 * when the window crosses sm. A client-only render knows the width at once and renders one.
 * A hidden layout is `display: none`, so screen readers never meet it twice.
 */
export function ResponsiveCollection<T extends object>({
  'aria-label': ariaLabel,
  items,
  columns,
  renderCard,
  itemKey = defaultItemKey,
  layout = 'auto',
  emptyState,
  isLoading = false,
  onLoadMore,
  isLoadingMore = false,
  nearEndThreshold,
  loadMoreLabel,
  total,
  positionLabel,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onRowAction,
  className,
}: ResponsiveCollectionProps<T>) {
  const isWide = useMediaQuery(minWidth(NARROW_LAYOUT_BELOW));
  const isKnown = layout !== 'auto' || isWide !== null;
  const showsTable = layout === 'table' || (layout === 'auto' && isWide !== false);
  const showsCards = layout === 'cards' || (layout === 'auto' && isWide !== true);

  return (
    <div className={cx(styles.collection, className)}>
      {showsTable && (
        <div className={isKnown ? undefined : styles.tableOnWideScreens}>
          {selectionMode === 'none' ? (
            <StaticTable
              aria-label={ariaLabel}
              items={items}
              columns={columns}
              itemKey={itemKey}
              emptyState={emptyState}
              isLoading={isLoading}
              sortDescriptor={sortDescriptor}
              onSortChange={onSortChange}
              onRowAction={onRowAction}
            />
          ) : (
            <Table
              aria-label={ariaLabel}
              selectionMode={selectionMode}
              selectedKeys={selectedKeys}
              defaultSelectedKeys={defaultSelectedKeys}
              onSelectionChange={onSelectionChange}
              onRowAction={onRowAction}
              sortDescriptor={sortDescriptor}
              onSortChange={onSortChange}
            >
              <TableHeader columns={columns}>
                {(column) => (
                  <Column
                    id={column.id}
                    isRowHeader={column.isRowHeader}
                    allowsSorting={column.allowsSorting}
                    align={column.align}
                  >
                    {column.name}
                  </Column>
                )}
              </TableHeader>
              <TableBody items={items} isLoading={isLoading} emptyState={emptyState}>
                {(item) => (
                  <Row id={itemKey(item)} columns={columns}>
                    {(column) => <Cell align={column.align}>{column.cell(item)}</Cell>}
                  </Row>
                )}
              </TableBody>
            </Table>
          )}
        </div>
      )}
      {showsCards && (
        <SwipeCarousel
          aria-label={ariaLabel}
          className={isKnown ? undefined : styles.cardsOnNarrowScreens}
          items={items}
          itemKey={(item) => itemKey(item)}
          total={total}
          positionLabel={positionLabel}
          emptyState={emptyState}
          isLoading={isLoading}
          // Only a carousel the user can see asks for more: never the hidden one during hydration.
          onNearEnd={isKnown && onLoadMore && !isLoadingMore ? onLoadMore : undefined}
          nearEndThreshold={nearEndThreshold}
        >
          {renderCard}
        </SwipeCarousel>
      )}
      {onLoadMore && items.length > 0 && (
        <LoadMoreButton
          className={styles.loadMore}
          label={loadMoreLabel}
          isPending={isLoadingMore}
          onPress={onLoadMore}
        />
      )}
    </div>
  );
}
