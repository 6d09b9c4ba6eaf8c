import { OverlayArrow as RACOverlayArrow } from 'react-aria-components';
import { cx } from '../cx';
import * as styles from './overlay.css';

/** The arrow of a Popover or Tooltip, pointing at its trigger whatever the placement. */
export function OverlayArrow({ colours }: { colours: keyof typeof styles.arrowColours }) {
  return (
    <RACOverlayArrow>
      <svg
        className={cx(styles.arrow, styles.arrowColours[colours])}
        width={12}
        height={12}
        viewBox="0 0 12 12"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M0 0 L6 6 L12 0" />
      </svg>
    </RACOverlayArrow>
  );
}
