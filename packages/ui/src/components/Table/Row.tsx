import {
  Collection,
  composeRenderProps,
  Row as RACRow,
  type RowProps as RACRowProps,
  useTableOptions,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { SelectionCheckbox } from '../private/SelectionCheckbox/SelectionCheckbox';
import { Cell } from './Cell';
import * as styles from './Table.css';

export interface RowProps<T extends object> extends RACRowProps<T> {}

/** A table row. Under multiple selection it starts with its own checkbox. */
export function Row<T extends object>({ columns, children, className, ...props }: RowProps<T>) {
  const { selectionMode, selectionBehavior } = useTableOptions();
  const hasCheckboxes = selectionMode === 'multiple' && selectionBehavior === 'toggle';
  return (
    <RACRow
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.row, consumerClassName),
      )}
    >
      {hasCheckboxes && (
        <Cell className={styles.selectionCell}>
          <SelectionCheckbox />
        </Cell>
      )}
      <Collection items={columns}>{children}</Collection>
    </RACRow>
  );
}
