import {
  composeRenderProps,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Tabs.css';

export interface TabListProps<T extends object> extends RACTabListProps<T> {
  /**
   * Horizontal tabs share the list's width equally instead of hugging their labels.
   * @default false
   */
  isStretched?: boolean;
}

/** The row (or column) of tabs. Give it an `aria-label` saying what the tabs switch between. */
export function TabList<T extends object>({
  isStretched = false,
  className,
  ...props
}: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.tabList, isStretched && styles.tabListStretch, consumerClassName),
      )}
    />
  );
}
