import type { ReactNode } from 'react';
import {
  composeRenderProps,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/Field/Field.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/FieldParts';
import * as styles from './CheckboxGroup.css';

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;
export type CheckboxGroupOrientation = (typeof checkboxGroupOrientations)[number];

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** The visible label of the group. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the checkboxes, read with the group by screen readers. */
  description?: string;
  /**
   * The error under the checkboxes. A string also marks the group invalid; a function words
   * React Aria's validation result (e.g. `isRequired` with nothing chosen).
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** `Checkbox`es, each with a `value`. */
  children: ReactNode;
  /** How the checkboxes are laid out; horizontal ones wrap. @default 'vertical' */
  orientation?: CheckboxGroupOrientation;
}

/**
 * Several checkboxes answering one question, on React Aria's CheckboxGroup: `value` is the array
 * of the chosen checkboxes' values; the group carries the label, description and error.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  isInvalid,
  className,
  ...props
}: CheckboxGroupProps) {
  const hasErrorText = typeof errorMessage === 'string' && errorMessage !== '';
  return (
    <RACCheckboxGroup
      {...props}
      isInvalid={isInvalid ?? (hasErrorText || undefined)}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(fieldStyles.field, consumerClassName),
      )}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={cx(styles.items, styles.orientation[orientation])}>{children}</div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACCheckboxGroup>
  );
}
