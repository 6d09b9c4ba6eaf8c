import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './EmptyState.css';

export const emptyStateHeadingLevels = [2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What is empty, as a heading ("No friends yet"). */
  title: ReactNode;
  /** Why, or what to do next. */
  description?: ReactNode;
  /** A call to action: usually a Button or a Link. */
  action?: ReactNode;
  /** A decorative picture above the title; it is hidden from screen readers. */
  illustration?: ReactNode;
  /** The heading level that fits the page's outline. @default 2 */
  headingLevel?: EmptyStateHeadingLevel;
}

/** What a list or a page shows when it has nothing yet, with the way forward. */
export function EmptyState({
  title,
  description,
  action,
  illustration,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...props} className={cx(styles.emptyState, className)}>
      {illustration && (
        <div className={styles.illustration} aria-hidden="true">
          {illustration}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <div className={styles.description}>{description}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
