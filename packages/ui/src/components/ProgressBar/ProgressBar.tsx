import {
  composeRenderProps,
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** The visible label; without it, pass `aria-label`. */
  label?: string;
  /** Shows the formatted value ("40%", or `valueLabel`) beside the label. @default true */
  showValueLabel?: boolean;
}

/**
 * Progress of a task whose size is known (`value` between `minValue` and `maxValue`), or an
 * `isIndeterminate` one. The value is formatted for the locale by React Aria.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  className,
  ...props
}: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.progressBar, consumerClassName),
      )}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label && <Label className={styles.label}>{label}</Label>}
          {showValueLabel && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
          <div className={styles.track}>
            <div
              className={cx(styles.fill, isIndeterminate && styles.indeterminate)}
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
