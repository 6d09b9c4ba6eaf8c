import type { ReactNode } from 'react';
import {
  composeRenderProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  Popover,
  type PopoverProps,
} from 'react-aria-components';
import { cx } from '../cx';
import { CheckIcon } from '../icons/formIcons';
import * as styles from './Dropdown.css';

/** The popover of a Select or ComboBox; React Aria positions it, flips it and traps nothing. */
export function DropdownPopover({ className, offset = 4, ...props }: PopoverProps) {
  return (
    <Popover
      {...props}
      offset={offset}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.popover, consumerClassName),
      )}
    />
  );
}

/** The options list inside a DropdownPopover. */
export function DropdownListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return (
    <ListBox
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.listBox, consumerClassName),
      )}
    />
  );
}

/** One option, with a check mark when selected. */
export function DropdownItem<T extends object>({
  className,
  children,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      // Typeahead, filtering and the Select's shown value read textValue: a string child is it.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.item, consumerClassName),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.itemContent}>{content}</span>
          <CheckIcon className={styles.check} />
        </>
      ))}
    </ListBoxItem>
  );
}

/** A row shown instead of options (loading, nothing found). */
export function DropdownStatus({ children }: { children: ReactNode }) {
  return <div className={styles.status}>{children}</div>;
}
