import {
  composeRenderProps,
  Menu as RACMenu,
  type MenuProps as RACMenuProps,
  MenuTrigger as RACMenuTrigger,
  type MenuTriggerProps as RACMenuTriggerProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Menu.css';

export interface MenuProps<T> extends RACMenuProps<T> {}

/**
 * A list of actions on React Aria's Menu: arrow keys move, Home/End jump, typing a letter finds an
 * item, Enter or Space acts, Escape closes. Put it in a `Popover` inside a `MenuTrigger`.
 */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <RACMenu
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.menu, consumerClassName),
      )}
    />
  );
}

export interface MenuTriggerProps extends RACMenuTriggerProps {
  /**
   * What opens the menu besides a press: `longPress` keeps a press for the button's own action.
   * @default 'press'
   */
  trigger?: RACMenuTriggerProps['trigger'];
}

/**
 * Links a button to a `Popover` holding a `Menu`: the button gets `aria-haspopup` and
 * `aria-expanded`, opens the menu on press, Enter, Space or ArrowDown, and gets focus back on close.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}
