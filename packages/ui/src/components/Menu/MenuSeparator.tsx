import { Separator, type SeparatorProps } from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Menu.css';

export interface MenuSeparatorProps extends SeparatorProps {}

/** A line between groups of items in a Menu. */
export function MenuSeparator({ className, ...props }: MenuSeparatorProps) {
  return <Separator {...props} className={cx(styles.separator, className)} />;
}
