import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  type ListBoxItemProps,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
  type ValidationResult,
} from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { cx } from '../private/cx';
import { DropdownItem, DropdownListBox, DropdownPopover } from '../private/Dropdown/Dropdown';
import * as fieldStyles from '../private/Field/Field.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/FieldParts';
import { ChevronDownIcon } from '../private/icons/formIcons';
import * as styles from './Select.css';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'> {
  /** The visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the field, read with it by screen readers. */
  description?: string;
  /**
   * The error under the field. A string also marks the field invalid; a function words React
   * Aria's validation result (e.g. `isRequired` with nothing chosen).
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Shown while nothing is chosen.
   * @default "Select an option" (ui.select.placeholder)
   */
  placeholder?: string;
  /** The options as data; `children` is then a function that renders one `SelectItem`. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function of an item from `items` that returns one. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A button that opens a list of options, on React Aria's Select: Enter, Space or the arrow keys
 * open it, typing jumps to an option, the chosen value is submitted with a form (`name`).
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  isInvalid,
  className,
  ...props
}: SelectProps<T>) {
  const t = useUIMessages();
  const hasErrorText = typeof errorMessage === 'string' && errorMessage !== '';
  return (
    <RACSelect
      {...props}
      placeholder={placeholder ?? t('ui.select.placeholder')}
      isInvalid={isInvalid ?? (hasErrorText || undefined)}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(fieldStyles.field, styles.select, consumerClassName),
      )}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Button className={cx(fieldStyles.input, styles.trigger)}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <DropdownPopover>
        <DropdownListBox items={items}>{children}</DropdownListBox>
      </DropdownPopover>
    </RACSelect>
  );
}

export type SelectItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One option of a Select. Give it an `id`; a non-string child needs a `textValue`. */
export function SelectItem<T extends object>(props: SelectItemProps<T>) {
  return <DropdownItem {...props} />;
}
