import type { ReactNode } from 'react';
import {
  Collection,
  Header,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Menu.css';

export interface MenuSectionProps<T> extends RACMenuSectionProps<T> {
  /** The section's heading, which also names its group for screen readers. */
  title?: ReactNode;
}

/** A group of related items in a Menu, with an optional heading. */
export function MenuSection<T extends object>({
  title,
  items,
  className,
  children,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={cx(styles.section, className)}>
      {title && <Header className={styles.sectionHeader}>{title}</Header>}
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  );
}
