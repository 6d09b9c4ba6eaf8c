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
import { useEarlyText } from '../private/useEarlyInput';

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
  value,
  defaultValue,
  onChange,
  ...props
}: TextFieldProps) {
  const hasErrorText = typeof errorMessage === 'string' && errorMessage !== '';
  // Letters typed before hydration are kept (the input holds them until React renders).
  const text = useEarlyText<HTMLInputElement>(value, defaultValue, onChange);
  return (
    <RACTextField
      {...props}
      value={text.value}
      onChange={text.onChange}
      isInvalid={isInvalid ?? (hasErrorText || undefined)}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(fieldStyles.field, consumerClassName),
      )}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Input ref={text.ref} className={fieldStyles.input} placeholder={placeholder} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACTextField>
  );
}
