import {
  Collection,
  composeRenderProps,
  Column as RACColumn,
  TableHeader as RACTableHeader,
  type TableHeaderProps as RACTableHeaderProps,
  useTableOptions,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { SelectionCheckbox } from '../private/SelectionCheckbox/SelectionCheckbox';
import * as styles from './Table.css';

export interface TableHeaderProps<T extends object> extends RACTableHeaderProps<T> {}

/**
 * The header row of `Column`s. Under multiple selection it starts with a "Select All" checkbox.
 * Pass `columns` and a render function for columns that come from data.
 */
export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...props
}: TableHeaderProps<T>) {
  const { selectionMode, selectionBehavior } = useTableOptions();
  const hasCheckboxes = selectionMode === 'multiple' && selectionBehavior === 'toggle';
  return (
    <RACTableHeader
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.header, consumerClassName),
      )}
    >
      {hasCheckboxes && (
        <RACColumn className={cx(styles.column, styles.selectionColumn)}>
          <SelectionCheckbox />
        </RACColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </RACTableHeader>
  );
}
