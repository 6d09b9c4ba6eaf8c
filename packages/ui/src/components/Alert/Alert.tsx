import type { HTMLAttributes, ReactNode } from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { Tone } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { cx } from '../private/cx';
import { CloseIcon, toneIcons } from '../private/icons/icons';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './Alert.css';

export { tones as alertTones } from '../../theme/tokens';
export type AlertTone = Tone;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Colour, icon and announced kind ("Error", "Success", …). @default 'info' */
  tone?: AlertTone;
  /** A short bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Shows a dismiss button that calls this. */
  onDismiss?: () => void;
}

/**
 * A message about the page or a task. Errors and warnings are `role="alert"` (announced at once);
 * info and success are `role="status"` (announced politely). The tone is also said in words, so
 * it never rests on colour alone.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  className,
  ...props
}: AlertProps) {
  const t = useUIMessages();
  const Icon = toneIcons[tone];
  const toneLabel = <span className={visuallyHidden}>{t(`ui.tone.${tone}`)}: </span>;
  return (
    <div
      {...props}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cx(styles.alert, styles.tone[tone], className)}
    >
      <Icon className={cx(styles.icon, styles.iconTone[tone])} />
      <div className={styles.body}>
        {title ? (
          <p className={styles.title}>
            {toneLabel}
            {title}
          </p>
        ) : (
          toneLabel
        )}
        {children && <div>{children}</div>}
      </div>
      {onDismiss && (
        <Button
          variant="quiet"
          size="small"
          className={styles.dismiss}
          aria-label={t('ui.alert.dismiss')}
          onPress={onDismiss}
        >
          <CloseIcon />
        </Button>
      )}
    </div>
  );
}
