import { Input, NumberField } from 'react-aria-components';
import * as fieldStyles from '../../components/private/Field/Field.css';
import { FieldLabel } from '../../components/private/Field/FieldParts';
import * as styles from './SpeedTrainer.css';

/** One whole-number setting of the trainer; arrows step it, typing commits on blur or Enter. */
export function TrainerNumberField({
  label,
  value,
  minValue,
  maxValue,
  isDisabled,
  onChange,
}: {
  label: string;
  value: number;
  minValue: number;
  maxValue: number;
  isDisabled?: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <NumberField
      className={fieldStyles.field}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      isDisabled={isDisabled}
      onChange={(next) => {
        if (Number.isFinite(next)) onChange(next);
      }}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input className={`${fieldStyles.input} ${styles.number}`} />
    </NumberField>
  );
}
