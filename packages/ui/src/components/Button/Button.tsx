import { useEffect } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { cx } from '../private/cx';
import { dropOrphanAnnouncements } from '../private/dropOrphanAnnouncements';
import { SpinnerIcon } from '../private/SpinnerIcon/SpinnerIcon';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'quiet', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends RACButtonProps {
  /** How much the button stands out; `danger` is for destructive actions. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'medium' */
  size?: ButtonSize;
  /**
   * Shows a spinner, keeps focus, ignores presses and announces the pending state (React Aria).
   * @default false
   */
  isPending?: boolean;
  /** Announced after the label while pending. @default "In progress" (ui.button.pending) */
  pendingLabel?: string;
}

/** A button on React Aria's Button: press, keyboard, focus ring and pending state handled. */
export function Button({
  variant = 'primary',
  size = 'medium',
  pendingLabel,
  className,
  children,
  ...props
}: ButtonProps) {
  const t = useUIMessages();
  // React Aria announces a pending button by pointing its live region at it; once the button has
  // gone, that announcement must go too (see dropOrphanAnnouncements).
  useEffect(() => dropOrphanAnnouncements(), []);
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.button, styles.variant[variant], styles.size[size], consumerClassName),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={styles.content}>{content}</span>
          {isPending && (
            <span className={styles.pendingIndicator}>
              <SpinnerIcon />
              <span className={visuallyHidden}>{pendingLabel ?? t('ui.button.pending')}</span>
            </span>
          )}
        </>
      ))}
    </RACButton>
  );
}
