import type { ReactNode } from 'react';
import {
  composeRenderProps,
  GridList as RACGridList,
  type GridListProps as RACGridListProps,
} from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './GridList.css';

export const gridListSelectionModes = ['none', 'single', 'multiple'] as const;
export type GridListSelectionMode = (typeof gridListSelectionModes)[number];

export const gridListLayouts = ['stack', 'grid'] as const;
export type GridListLayout = (typeof gridListLayouts)[number];

export interface GridListProps<T extends object>
  extends Omit<RACGridListProps<T>, 'renderEmptyState'> {
  /** `multiple` gives each item a checkbox. @default 'none' */
  selectionMode?: GridListSelectionMode;
  /** One item per row, or tiles that arrow keys move through in two dimensions. @default 'stack' */
  layout?: GridListLayout;
  /**
   * What the list says when it has no items: the page's own words ("No Records!").
   * @default "Nothing to show yet." (ui.collection.empty)
   */
  emptyState?: ReactNode;
  /** The items are loading: an empty list shows a spinner instead of `emptyState`. @default false */
  isLoading?: boolean;
}

/**
 * A list whose items can hold buttons and links (a friend with "Message" and "Remove"), on React
 * Aria's GridList: arrow keys move between items, Tab and arrows reach the controls inside.
 */
export function GridList<T extends object>({
  selectionMode = 'none',
  layout = 'stack',
  emptyState,
  isLoading = false,
  className,
  ...props
}: GridListProps<T>) {
  const t = useUIMessages();
  return (
    <RACGridList
      {...props}
      selectionMode={selectionMode}
      layout={layout}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.gridList, consumerClassName),
      )}
      renderEmptyState={() => (
        <div className={styles.message}>
          {isLoading ? <Spinner /> : (emptyState ?? t('ui.collection.empty'))}
        </div>
      )}
    />
  );
}
