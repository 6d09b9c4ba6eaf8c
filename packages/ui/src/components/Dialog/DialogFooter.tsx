import type { HTMLAttributes } from 'react';
import { cx } from '../private/cx';
import * as styles from './Dialog.css';

export interface DialogFooterProps extends HTMLAttributes<HTMLDivElement> {}

/** The row of actions at the end of a Dialog, aligned to the inline-end (it flips in RTL). */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return <div {...props} className={cx(styles.footer, className)} />;
}
