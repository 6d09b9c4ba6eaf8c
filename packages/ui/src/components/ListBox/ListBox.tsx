import type { ReactNode } from 'react';
import {
  composeRenderProps,
  ListBox as RACListBox,
  type ListBoxProps as RACListBoxProps,
} from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ListBox.css';

export const listBoxSelectionModes = ['none', 'single', 'multiple'] as const;
export type ListBoxSelectionMode = (typeof listBoxSelectionModes)[number];

export const listBoxLayouts = ['stack', 'grid'] as const;
export type ListBoxLayout = (typeof listBoxLayouts)[number];

export interface ListBoxProps<T extends object>
  extends Omit<RACListBoxProps<T>, 'renderEmptyState'> {
  /** @default 'none' */
  selectionMode?: ListBoxSelectionMode;
  /** A column of options, or a grid that arrow keys move through in two dimensions. @default 'stack' */
  layout?: ListBoxLayout;
  /**
   * What the list says when it has no options: the page's own words ("No Records!").
   * @default "Nothing to show yet." (ui.collection.empty)
   */
  emptyState?: ReactNode;
  /** The options are loading: an empty list shows a spinner instead of `emptyState`. @default false */
  isLoading?: boolean;
}

/**
 * A list of options to pick from, on React Aria's ListBox: arrow keys and type-ahead move, Enter
 * or Space selects. Its options are plain text; for items holding buttons or links, use GridList.
 */
export function ListBox<T extends object>({
  selectionMode = 'none',
  layout = 'stack',
  emptyState,
  isLoading = false,
  className,
  ...props
}: ListBoxProps<T>) {
  const t = useUIMessages();
  return (
    <RACListBox
      {...props}
      selectionMode={selectionMode}
      layout={layout}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.listBox, consumerClassName),
      )}
      renderEmptyState={() => (
        <div className={styles.message}>
          {isLoading ? <Spinner /> : (emptyState ?? t('ui.collection.empty'))}
        </div>
      )}
    />
  );
}
