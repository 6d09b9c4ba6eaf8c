import type { HTMLAttributes } from 'react';
import { cx } from '../private/cx';
import * as styles from './Card.css';

export const cardElevations = ['flat', 'raised'] as const;
export type CardElevation = (typeof cardElevations)[number];

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export const cardElements = ['div', 'section', 'article', 'li'] as const;
export type CardElement = (typeof cardElements)[number];

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: `article` for a self-contained item, `li` inside a list. @default 'div' */
  as?: CardElement;
  /** @default 'flat' */
  elevation?: CardElevation;
  /** Inner spacing from the space scale. @default 'medium' */
  padding?: CardPadding;
}

/** A surface that groups related content: a person, a session, a cart row. */
export function Card({
  as: Element = 'div',
  elevation = 'flat',
  padding = 'medium',
  className,
  ...props
}: CardProps) {
  return (
    <Element
      {...props}
      className={cx(styles.card, styles.elevation[elevation], styles.padding[padding], className)}
    />
  );
}
