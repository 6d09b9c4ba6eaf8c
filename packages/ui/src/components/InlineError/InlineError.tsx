import type { HTMLAttributes, ReactNode } from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { Tone } from '../../theme/tokens';
import { cx } from '../private/cx';
import { toneIcons } from '../private/icons/icons';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './InlineError.css';

export interface InlineErrorProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'role'> {
  /** The message. */
  children: ReactNode;
  /** @default 'error' */
  tone?: Tone;
  /**
   * Announce the message when it appears (`role="alert"` for errors and warnings, `status`
   * otherwise). Turn off for a message present from the first render. @default true
   */
  isLive?: boolean;
}

/**
 * One line of feedback in the flow of a form or a list ("Wrong email or password."). For an
 * error that belongs to a field, use the field's `errorMessage`; give this an `id` and point a
 * control's `aria-describedby` at it to tie it to something else.
 */
export function InlineError({
  children,
  tone = 'error',
  isLive = true,
  className,
  ...props
}: InlineErrorProps) {
  const t = useUIMessages();
  const Icon = toneIcons[tone];
  const role = isLive ? (tone === 'error' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <p {...props} role={role} className={cx(styles.inlineError, styles.tone[tone], className)}>
      <Icon className={styles.icon} />
      <span>
        <span className={visuallyHidden}>{t(`ui.tone.${tone}`)}: </span>
        {children}
      </span>
    </p>
  );
}
