import { type ReactNode, useContext, useRef } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  CheckboxGroupStateContext,
  composeRenderProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { FieldDescription, FieldErrorMessage } from '../private/Field/FieldParts';
import { CheckIcon, DashIcon } from '../private/icons/formIcons';
import { useControllableState } from '../private/useControllableState';
import { useEarlyInput } from '../private/useEarlyInput';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The label beside the box; without one, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under the label, read with the checkbox by screen readers. */
  description?: string;
  /**
   * The error under the checkbox (outside a CheckboxGroup, which shows its own). A string also
   * marks it invalid; a function words React Aria's validation result (e.g. `isRequired`).
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shows a dash: some, not all, of the things it stands for are chosen. @default false */
  isIndeterminate?: boolean;
}

/**
 * A checkbox on React Aria's CheckboxField and CheckboxButton: Space toggles it, the label is
 * part of the target. Alone it is a yes/no; inside a CheckboxGroup give it a `value`.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  className,
  isSelected: isSelectedProp,
  defaultSelected = false,
  onChange,
  ...props
}: CheckboxProps) {
  const hasErrorText = typeof errorMessage === 'string' && errorMessage !== '';
  const [isSelected, setSelected] = useControllableState(isSelectedProp, defaultSelected, onChange);
  // A box ticked before hydration stays ticked (the native checkbox holds it until React
  // renders). Inside a CheckboxGroup the group holds the state, and this one's is not used.
  const group = useContext(CheckboxGroupStateContext);
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(() => (group ? undefined : input.current?.checked), isSelected, setSelected);
  return (
    <CheckboxField
      {...props}
      isSelected={isSelected}
      onChange={setSelected}
      inputRef={input}
      isInvalid={isInvalid ?? (hasErrorText || undefined)}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.field, consumerClassName),
      )}
    >
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box}>
              {isIndeterminate ? <DashIcon /> : isSelected ? <CheckIcon /> : null}
            </span>
            {children && <span>{children}</span>}
          </>
        )}
      </CheckboxButton>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </CheckboxField>
  );
}
