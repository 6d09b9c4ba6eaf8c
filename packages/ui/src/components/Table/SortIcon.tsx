import * as styles from './Table.css';

/** An upward arrow for ascending; the stylesheet turns it for descending. Decorative. */
export function SortIcon() {
  return (
    <svg
      className={styles.sortIcon}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 13V3M4 7l4-4 4 4" />
    </svg>
  );
}
