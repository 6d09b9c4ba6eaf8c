import { type ReactNode, useRef } from 'react';
import {
  Button,
  composeRenderProps,
  Input,
  type ListBoxItemProps,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { ComboBoxEarlyText } from '../private/ComboBoxEarlyText';
import { cx } from '../private/cx';
import {
  DropdownItem,
  DropdownListBox,
  DropdownPopover,
  DropdownStatus,
} from '../private/Dropdown/Dropdown';
import * as fieldStyles from '../private/Field/Field.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/FieldParts';
import { ChevronDownIcon } from '../private/icons/formIcons';
import { SpinnerIcon } from '../private/SpinnerIcon/SpinnerIcon';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'children'> {
  /** The visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the field, read with it by screen readers. */
  description?: string;
  /**
   * The error under the field. A string also marks the field invalid; a function words React
   * Aria's validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shown in the empty input; never a substitute for the label. */
  placeholder?: string;
  /** `ComboBoxItem`s, or a function of an item from `items`/`defaultItems` that returns one. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * Options are being fetched (e.g. `useAsyncList`'s `isLoading`): a spinner in the field, and
   * "Loading…" in a list that has nothing yet.
   * @default false
   */
  isLoading?: boolean;
  /** Shown in the open list when no option matches. @default "No results" (ui.comboBox.noResults) */
  emptyMessage?: string;
  /**
   * Keeps the list open when nothing matches, so the user reads `emptyMessage` instead of
   * seeing the list vanish.
   * @default true
   */
  allowsEmptyCollection?: boolean;
}

/**
 * A text input that suggests options as the user types, on React Aria's ComboBox. Filters
 * `defaultItems` itself; for options fetched per query, pass `items`, `inputValue` and
 * `onInputChange` from `useAsyncList` and its `isLoading`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  isLoading = false,
  emptyMessage,
  allowsEmptyCollection = true,
  isInvalid,
  className,
  ...props
}: ComboBoxProps<T>) {
  const t = useUIMessages();
  const hasErrorText = typeof errorMessage === 'string' && errorMessage !== '';
  const input = useRef<HTMLInputElement>(null);
  return (
    <RACComboBox
      {...props}
      allowsEmptyCollection={allowsEmptyCollection}
      isInvalid={isInvalid ?? (hasErrorText || undefined)}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(fieldStyles.field, consumerClassName),
      )}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.control}>
        <Input
          ref={input}
          className={cx(fieldStyles.input, styles.input, isLoading && styles.inputLoading)}
          placeholder={placeholder}
        />
        {isLoading && <Spinner size="small" className={styles.spinner} />}
        <Button className={styles.button}>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <DropdownPopover>
        <DropdownListBox
          renderEmptyState={() =>
            isLoading ? (
              <DropdownStatus>
                <SpinnerIcon />
                {t('ui.comboBox.loading')}
              </DropdownStatus>
            ) : (
              <DropdownStatus>{emptyMessage ?? t('ui.comboBox.noResults')}</DropdownStatus>
            )
          }
        >
          {children}
        </DropdownListBox>
      </DropdownPopover>
      {/* After the input: its ref is set before this reads it. */}
      <ComboBoxEarlyText input={input} />
    </RACComboBox>
  );
}

export type ComboBoxItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One option of a ComboBox. Give it an `id`; a non-string child needs a `textValue`. */
export function ComboBoxItem<T extends object>(props: ComboBoxItemProps<T>) {
  return <DropdownItem {...props} />;
}
