import {
  composeRenderProps,
  ListBoxItem as RACListBoxItem,
  type ListBoxItemProps as RACListBoxItemProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './ListBox.css';

export interface ListBoxItemProps<T extends object = object> extends RACListBoxItemProps<T> {
  /** The option's text for type-ahead and screen readers, when its children are not plain text. */
  textValue?: string;
  /** @default false */
  isDisabled?: boolean;
}

/** One option; a selected option shows a check mark as well as its colour. */
export function ListBoxItem<T extends object>({
  className,
  children,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.item, consumerClassName),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.itemContent}>{content}</span>
          <svg
            className={styles.checkIcon}
            viewBox="0 0 16 16"
            width="1em"
            height="1em"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m3.5 8.5 3 3 6-7" />
          </svg>
        </>
      ))}
    </RACListBoxItem>
  );
}
