import { useEffect, useId } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { cx } from '../private/cx';
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
/** Longer than React Aria's wait before the page's first live announcement (100 ms). */
const FIRST_ANNOUNCEMENT_DELAY_MS = 250;

export function Button({
  variant = 'primary',
  size = 'medium',
  pendingLabel,
  className,
  children,
  id: idProp,
  ...props
}: ButtonProps) {
  const t = useUIMessages();
  const ownId = useId();
  const id = idProp ?? ownId;
  // React Aria announces a pending button by pointing its live region at the button
  // (aria-labelledby). A button that goes away with its page (Sign in, then the next page) would
  // leave that announcement pointing at nothing for seconds: silent, and an axe violation
  // (role-img-alt). It leaves with the button — and once more a moment later: the page's first
  // announcement is added 100 ms after it is made (React Aria waits for its live region), so a
  // button that is pressed and gone within that time (a fast answer) is announced after it left.
  useEffect(
    () => () => {
      const selector = `[data-live-announcer] [aria-labelledby~="${CSS.escape(id)}"]`;
      const removeStale = () => {
        for (const stale of document.querySelectorAll(selector)) stale.remove();
      };
      removeStale();
      setTimeout(removeStale, FIRST_ANNOUNCEMENT_DELAY_MS);
    },
    [id],
  );
  return (
    <RACButton
      {...props}
      id={id}
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
