import {
  composeRenderProps,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Menu.css';

export const menuItemTones = ['neutral', 'destructive'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuItemProps<T = object> extends RACMenuItemProps<T> {
  /** `destructive` colours the item as danger ("Delete mix", "Unfriend"). @default 'neutral' */
  tone?: MenuItemTone;
  /** A second line under the label; screen readers read it as part of the item's name. */
  description?: string;
  /**
   * The item's text for type-to-find; required when `children` is not a plain string.
   * @default children, when it is a string
   */
  textValue?: string;
}

/**
 * One action (or a link with `href`) in a Menu. In a menu with `selectionMode` it shows a check
 * mark when selected and is announced as checked.
 */
export function MenuItem<T extends object>({
  tone = 'neutral',
  description,
  textValue,
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (consumerClassName, { selectionMode }) =>
        cx(
          styles.item,
          styles.tone[tone],
          selectionMode === 'none' && styles.noCheck,
          consumerClassName,
        ),
      )}
    >
      {composeRenderProps(children, (content, { selectionMode }) => (
        <>
          {selectionMode !== 'none' && <CheckIcon />}
          {/* No label/description slots: the name is all the visible text, description included,
              so what a speech-input user reads is what the item is called (WCAG 2.5.3). */}
          <span className={styles.label}>{content}</span>
          {description && <span className={styles.description}>{description}</span>}
        </>
      ))}
    </RACMenuItem>
  );
}

function CheckIcon() {
  return (
    <svg
      className={styles.check}
      viewBox="0 0 20 20"
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
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </svg>
  );
}
