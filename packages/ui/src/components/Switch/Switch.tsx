import type { ReactNode } from 'react';
import {
  composeRenderProps,
  SwitchButton,
  SwitchField,
  type SwitchFieldProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { FieldDescription } from '../private/Field/FieldParts';
import * as styles from './Switch.css';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'children' | 'isRequired' | 'isInvalid' | 'validate'> {
  /** The label beside the track: the setting it turns on. Without one, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under the label, read with the switch by screen readers. */
  description?: string;
}

/**
 * A setting that takes effect the moment it is flipped, on React Aria's SwitchField and
 * SwitchButton: Space toggles it. It is never required nor invalid: for consent ("I accept the
 * terms") or a choice confirmed by a submit button, use a Checkbox.
 */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <SwitchField
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.field, consumerClassName),
      )}
    >
      <SwitchButton className={styles.switchButton}>
        <span className={styles.track}>
          <span className={styles.thumb} />
        </span>
        {children && <span>{children}</span>}
      </SwitchButton>
      {description && <FieldDescription>{description}</FieldDescription>}
    </SwitchField>
  );
}
