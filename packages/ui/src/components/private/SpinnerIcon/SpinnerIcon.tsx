import * as styles from './SpinnerIcon.css';

/** The turning arc, decorative: Spinner gives it a name, Button announces its pending state. */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      strokeWidth={3}
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.track} cx="12" cy="12" r="9.5" />
      <path className={styles.arc} d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" strokeLinecap="round" />
    </svg>
  );
}
