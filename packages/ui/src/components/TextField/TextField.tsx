import { useRef } from 'react';
import {
  composeRenderProps,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/Field/Field.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/FieldParts';
import { useControllableState } from '../private/useControllableState';
import { useEarlyInput } from '../private/useEarlyInput';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** The visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the input, read with it by screen readers. */
  description?: string;
  /**
   * The error under the input. A string also marks the field invalid (a server error); a function
   * words React Aria's validation result (native `required`, `type="email"`, `validate`).
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shown in the empty input; never a substitute for the label. */
  placeholder?: string;
}

/** A single-line text input with its label, description and error, on React Aria's TextField. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  className,
  value: valueProp,
  defaultValue = '',
  onChange,
  ...props
}: TextFieldProps) {
  const hasErrorText = typeof errorMessage === 'string' && errorMessage !== '';
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  // Letters typed before hydration are kept (the input holds them until React renders).
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(() => input.current?.value, value, setValue);
  return (
    <RACTextField
      {...props}
      value={value}
      onChange={setValue}
      isInvalid={isInvalid ?? (hasErrorText || undefined)}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(fieldStyles.field, consumerClassName),
      )}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Input ref={input} className={fieldStyles.input} placeholder={placeholder} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACTextField>
  );
}
