import {
  composeRenderProps,
  Column as RACColumn,
  type ColumnProps as RACColumnProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { SortIcon } from './SortIcon';
import * as styles from './Table.css';

export const columnAlignments = ['start', 'end'] as const;
export type ColumnAlignment = (typeof columnAlignments)[number];

export interface ColumnProps extends RACColumnProps {
  /** Pressing the header (or Enter on it) asks the table to sort by this column. @default false */
  allowsSorting?: boolean;
  /** The column that names each row for screen readers (a person's name). @default false */
  isRowHeader?: boolean;
  /** `end` for numbers and money, so digits line up (give its cells the same). @default 'start' */
  align?: ColumnAlignment;
}

/** A column header; a sortable one shows which way the rows are sorted (and `aria-sort`). */
export function Column({ align = 'start', className, children, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.column, styles.align[align], consumerClassName),
      )}
    >
      {composeRenderProps(children, (content, { allowsSorting }) => (
        <span className={cx(styles.columnContent, align === 'end' && styles.columnContentEnd)}>
          {content}
          {allowsSorting && <SortIcon />}
        </span>
      ))}
    </RACColumn>
  );
}
