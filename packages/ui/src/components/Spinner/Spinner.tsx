import type { HTMLAttributes } from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import { cx } from '../private/cx';
import { SpinnerIcon } from '../private/SpinnerIcon/SpinnerIcon';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** What is loading, announced by screen readers. @default "Loading" (ui.spinner.label) */
  label?: string;
  /** @default 'medium' */
  size?: SpinnerSize;
}

/**
 * An indeterminate busy indicator with an accessible name. For progress that can be measured,
 * use ProgressBar; inside a Button, use the Button's `isPending` instead.
 */
export function Spinner({ label, size = 'medium', className, ...props }: SpinnerProps) {
  const t = useUIMessages();
  return (
    <span
      {...props}
      role="progressbar"
      aria-label={label ?? t('ui.spinner.label')}
      className={cx(styles.spinner, styles.size[size], className)}
    >
      <SpinnerIcon />
    </span>
  );
}
