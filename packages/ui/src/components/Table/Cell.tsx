import {
  composeRenderProps,
  Cell as RACCell,
  type CellProps as RACCellProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import type { ColumnAlignment } from './Column';
import * as styles from './Table.css';

export interface CellProps extends RACCellProps {
  /** Match its column's `align`. @default 'start' */
  align?: ColumnAlignment;
}

/** One cell of a row. */
export function Cell({ align = 'start', className, ...props }: CellProps) {
  return (
    <RACCell
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.cell, styles.align[align], consumerClassName),
      )}
    />
  );
}
