import {
  Button,
  composeRenderProps,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/Field/Field.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/FieldParts';
import { SearchIcon } from '../private/icons/formIcons';
import { CloseIcon } from '../private/icons/icons';
import { useEarlyText } from '../private/useEarlyInput';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  /** The visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the input, read with it by screen readers. */
  description?: string;
  /**
   * The error under the input. A string also marks the field invalid; a function words React
   * Aria's validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shown in the empty input; never a substitute for the label. */
  placeholder?: string;
}

/**
 * A search input on React Aria's SearchField: Enter calls `onSubmit`, Escape and the clear button
 * empty it (`onClear`). The clear button's name comes localized from React Aria.
 */
export function SearchField({
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
}: SearchFieldProps) {
  const hasErrorText = typeof errorMessage === 'string' && errorMessage !== '';
  // Letters typed before hydration are kept (the input holds them until React renders).
  const text = useEarlyText<HTMLInputElement>(value, defaultValue, onChange);
  return (
    <RACSearchField
      {...props}
      value={text.value}
      onChange={text.onChange}
      isInvalid={isInvalid ?? (hasErrorText || undefined)}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(fieldStyles.field, consumerClassName),
      )}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.control}>
        <SearchIcon className={styles.searchIcon} />
        <Input
          ref={text.ref}
          className={cx(fieldStyles.input, styles.input)}
          placeholder={placeholder}
        />
        <Button className={styles.clearButton}>
          <CloseIcon />
        </Button>
      </div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACSearchField>
  );
}
