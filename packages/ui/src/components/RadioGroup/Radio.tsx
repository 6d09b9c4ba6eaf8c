import type { ReactNode } from 'react';
import {
  composeRenderProps,
  RadioButton,
  RadioField,
  type RadioFieldProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { FieldDescription } from '../private/Field/FieldParts';
import * as styles from './RadioGroup.css';

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The label beside the circle; without one, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under this option's label, read with it by screen readers. */
  description?: string;
}

/** One option of a RadioGroup (React Aria's RadioField and RadioButton). Give it a `value`. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.radioField, consumerClassName),
      )}
    >
      <RadioButton className={styles.radio}>
        <span className={styles.circle} />
        {children && <span>{children}</span>}
      </RadioButton>
      {description && <FieldDescription>{description}</FieldDescription>}
    </RadioField>
  );
}
