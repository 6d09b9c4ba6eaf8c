import {
  composeRenderProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Tabs.css';

export interface TabPanelProps extends RACTabPanelProps {
  /** Matches the `id` of its `Tab`. */
  id?: RACTabPanelProps['id'];
  /**
   * Keep the panel mounted (hidden and inert) while another tab is selected, so its state
   * survives: a chat's scroll position and draft message.
   * @default false
   */
  shouldForceMount?: boolean;
}

/** The content shown while its tab is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.tabPanel, consumerClassName),
      )}
    />
  );
}
