import { type ReactNode, useRef } from 'react';
import {
  composeRenderProps,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/Field/Field.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/FieldParts';
import { useControllableState } from '../private/useControllableState';
import { useEarlyInput } from '../private/useEarlyInput';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'orientation'> {
  /** The visible label of the group. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the options, read with the group by screen readers. */
  description?: string;
  /**
   * The error under the options. A string also marks the group invalid; a function words React
   * Aria's validation result (e.g. `isRequired` with nothing chosen).
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** `Radio`s, each with a `value`. */
  children: ReactNode;
  /**
   * How the options are laid out (horizontal ones wrap). The arrow keys move in both cases.
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
}

/**
 * One choice among a few options, on React Aria's RadioGroup: Tab enters the group on the chosen
 * option, the arrow keys move and choose, and the group carries the label, description and error.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  isInvalid,
  className,
  value: valueProp,
  defaultValue = null,
  onChange,
  ...props
}: RadioGroupProps) {
  const hasErrorText = typeof errorMessage === 'string' && errorMessage !== '';
  // The group starts with nothing chosen (`null`) but only ever reports a chosen value.
  const [value, setValue] = useControllableState<string | null>(
    valueProp,
    defaultValue,
    (next) => next !== null && onChange?.(next),
  );
  // An option chosen before hydration is kept (the native radio holds it until React renders).
  const items = useRef<HTMLDivElement>(null);
  useEarlyInput(
    () => items.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value,
    value,
    setValue,
  );
  return (
    <RACRadioGroup
      {...props}
      value={value}
      onChange={setValue}
      orientation={orientation}
      isInvalid={isInvalid ?? (hasErrorText || undefined)}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(fieldStyles.field, consumerClassName),
      )}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div ref={items} className={cx(styles.items, styles.orientation[orientation])}>
        {children}
      </div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACRadioGroup>
  );
}
