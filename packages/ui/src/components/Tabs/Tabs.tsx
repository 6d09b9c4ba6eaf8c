import {
  composeRenderProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Tabs.css';

export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof tabsOrientations)[number];

export interface TabsProps extends RACTabsProps {
  /**
   * Tabs in a row above the panels, or a column beside them. Arrow keys follow it: Left/Right
   * (mirrored right to left) for horizontal, Up/Down for vertical.
   * @default 'horizontal'
   */
  orientation?: TabsOrientation;
  /**
   * `automatic` selects a tab as soon as it is focused; `manual` waits for Enter or Space (for
   * panels that are slow to show).
   * @default 'automatic'
   */
  keyboardActivation?: RACTabsProps['keyboardActivation'];
}

/**
 * Tabs on React Aria's Tabs: one `TabList` of `Tab`s and a `TabPanel` per tab, linked by `id`.
 * The lobby shows its Users and Chat this way on narrow screens.
 */
export function Tabs({ orientation = 'horizontal', className, ...props }: TabsProps) {
  return (
    <RACTabs
      {...props}
      orientation={orientation}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.tabs, consumerClassName),
      )}
    />
  );
}
