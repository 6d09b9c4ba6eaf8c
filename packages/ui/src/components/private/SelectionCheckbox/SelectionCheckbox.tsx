import { Checkbox } from 'react-aria-components';
import * as styles from './SelectionCheckbox.css';

/**
 * The row (or item) selection checkbox of Table and GridList, in their `selection` slot: React
 * Aria wires its state and its localised name ("Select", "Select All").
 */
export function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.box}>
          {isIndeterminate ? (
            <svg className={styles.mark} viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M3 7h8" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
            </svg>
          ) : (
            isSelected && (
              <svg className={styles.mark} viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                <path
                  d="m3 7.5 2.5 2.5L11 4.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            )
          )}
        </span>
      )}
    </Checkbox>
  );
}
