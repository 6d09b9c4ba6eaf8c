import type { ReactNode } from 'react';
import {
  TableBody as RACTableBody,
  type TableBodyProps as RACTableBodyProps,
} from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Table.css';

export interface TableBodyProps<T extends object>
  extends Omit<RACTableBodyProps<T>, 'renderEmptyState'> {
  /**
   * What the body says when it has no rows: the page's own words ("No Records!").
   * @default "Nothing to show yet." (ui.collection.empty)
   */
  emptyState?: ReactNode;
  /**
   * The first page is loading: an empty body shows a spinner instead of `emptyState`. (A next
   * page's loading is the Table's `isLoadingMore`.)
   * @default false
   */
  isLoading?: boolean;
}

/** The rows. Pass `items` and a render function, or static `Row`s. */
export function TableBody<T extends object>({
  emptyState,
  isLoading = false,
  ...props
}: TableBodyProps<T>) {
  const t = useUIMessages();
  return (
    <RACTableBody
      {...props}
      renderEmptyState={() => (
        <div className={styles.bodyMessage}>
          {isLoading ? <Spinner /> : (emptyState ?? t('ui.collection.empty'))}
        </div>
      )}
    />
  );
}
