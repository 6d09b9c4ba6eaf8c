import {
  composeRenderProps,
  Tab as RACTab,
  type TabProps as RACTabProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Tabs.css';

export interface TabProps extends RACTabProps {
  /** Matches the `id` of the `TabPanel` it shows. */
  id?: RACTabProps['id'];
  /** A disabled tab is skipped by the arrow keys and cannot be selected. @default false */
  isDisabled?: boolean;
}

/** One tab; its selected state is marked with a bar on the list's edge and `aria-selected`. */
export function Tab({ className, ...props }: TabProps) {
  return (
    <RACTab
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.tab, consumerClassName),
      )}
    />
  );
}
