import type { HTMLAttributes } from 'react';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { ErrorIcon, SuccessIcon } from '../../components/private/icons/icons';
import { SpinnerIcon } from '../../components/private/SpinnerIcon/SpinnerIcon';
import { visuallyHidden } from '../../components/private/visuallyHidden.css';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './SaveStatus.css';

/** What an autosave is doing. */
export const saveStatuses = ['idle', 'saving', 'saved', 'error'] as const;
export type SaveStatusValue = (typeof saveStatuses)[number];

export interface SaveStatusProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /**
   * `saving` shows "updating..." (part 1 §4: while the autosave's request is in flight),
   * `saved` that every change is kept, `error` that the last save failed; `idle` shows nothing.
   */
  status: SaveStatusValue;
  /** Replaces the default error text ("Your changes could not be saved."). */
  errorMessage?: string;
  /** Shows a "Try again" button beside the error. */
  onRetry?: () => void;
}

/**
 * The autosave's state in one line, in a polite live region (present from the first render, so
 * each change is announced). It never blocks the form: the user keeps typing while it saves.
 */
export function SaveStatus({
  status,
  errorMessage,
  onRetry,
  className,
  ...props
}: SaveStatusProps) {
  const t = useUIMessages();
  return (
    <div {...props} className={cx(styles.saveStatus, className)} data-status={status}>
      <p role="status" className={cx(styles.message, status === 'error' && styles.error)}>
        {status === 'saving' && (
          <>
            <SpinnerIcon className={styles.icon} />
            <span>{t('ui.profile.updating')}</span>
          </>
        )}
        {status === 'saved' && (
          <>
            <SuccessIcon className={cx(styles.icon, styles.savedIcon)} />
            <span>{t('ui.saveStatus.saved')}</span>
          </>
        )}
        {status === 'error' && (
          <>
            <ErrorIcon className={styles.icon} />
            <span>
              <span className={visuallyHidden}>{t('ui.tone.error')}: </span>
              {errorMessage ?? t('ui.saveStatus.failed')}
            </span>
          </>
        )}
      </p>
      {status === 'error' && onRetry && (
        <Button variant="secondary" size="small" onPress={onRetry}>
          {t('ui.saveStatus.retry')}
        </Button>
      )}
    </div>
  );
}
