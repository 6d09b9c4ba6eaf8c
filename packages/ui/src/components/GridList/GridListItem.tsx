import {
  composeRenderProps,
  GridListItem as RACGridListItem,
  type GridListItemProps as RACGridListItemProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { SelectionCheckbox } from '../private/SelectionCheckbox/SelectionCheckbox';
import * as styles from './GridList.css';

export interface GridListItemProps<T extends object = object> extends RACGridListItemProps<T> {
  /** The item's text for type-ahead and screen readers, when its children are not plain text. */
  textValue?: string;
  /** @default false */
  isDisabled?: boolean;
}

/** One item. Under multiple selection it starts with its own checkbox. */
export function GridListItem<T extends object>({
  className,
  children,
  textValue,
  ...props
}: GridListItemProps<T>) {
  return (
    <RACGridListItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.item, consumerClassName),
      )}
    >
      {composeRenderProps(children, (content, { selectionMode, selectionBehavior }) => (
        <>
          {selectionMode === 'multiple' && selectionBehavior === 'toggle' && <SelectionCheckbox />}
          <div className={styles.itemContent}>{content}</div>
        </>
      ))}
    </RACGridListItem>
  );
}
