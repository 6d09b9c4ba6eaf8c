import {
  composeRenderProps,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/Field/Field.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/FieldParts';
import { useEarlyText } from '../private/useEarlyInput';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children'> {
  /** The visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the text area, read with it by screen readers. */
  description?: string;
  /**
   * The error under the text area. A string also marks the field invalid (a server error); a
   * function words React Aria's validation result (native `required`, `maxLength`, `validate`).
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shown in the empty text area; never a substitute for the label. */
  placeholder?: string;
  /** Visible lines of text before it scrolls; the user can drag it taller. @default 4 */
  rows?: number;
}

/** Multi-line text (a bio, a message) with its label, description and error, on React Aria's TextField. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  isInvalid,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const hasErrorText = typeof errorMessage === 'string' && errorMessage !== '';
  // Letters typed before hydration are kept (the text area holds them until React renders).
  const text = useEarlyText<HTMLTextAreaElement>(value, defaultValue, onChange);
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
      <RACTextArea
        ref={text.ref}
        className={cx(fieldStyles.input, styles.textArea)}
        placeholder={placeholder}
        rows={rows}
      />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACTextField>
  );
}
