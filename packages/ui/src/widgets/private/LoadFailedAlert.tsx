import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import * as styles from './LoadFailedAlert.css';

export interface LoadFailedAlertProps {
  /** What failed to load, in the widget's words. */
  message: string;
  /** The retry button's label. */
  retryLabel: string;
  /** Shows the retry button, which calls this. */
  onRetry?: (() => void) | undefined;
  className?: string | undefined;
}

/**
 * The error a list or table shows instead of its content when it failed to load: the widget's
 * message and, when the app can retry, a "Try again" button beside it (an alert, announced at once).
 */
export function LoadFailedAlert({ message, retryLabel, onRetry, className }: LoadFailedAlertProps) {
  return (
    <Alert tone="error" className={className}>
      <span className={styles.body}>
        <span>{message}</span>
        {onRetry && (
          <Button variant="secondary" size="small" onPress={onRetry}>
            {retryLabel}
          </Button>
        )}
      </span>
    </Alert>
  );
}
