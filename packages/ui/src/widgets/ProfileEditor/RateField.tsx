import { RATE_MAX_CENTS, rateForDisplay, rateFromDisplay } from '@backline/domain';
import { Input, NumberField } from 'react-aria-components';
import * as fieldStyles from '../../components/private/Field/Field.css';
import { FieldLabel } from '../../components/private/Field/FieldParts';

/**
 * A rate stored in cents and shown divided by 100 (part 1 §9), in US dollars. React Aria's
 * NumberField parses what the user types in their locale and commits on blur or Enter.
 */
export function RateField({
  label,
  cents,
  onChange,
  isDisabled,
  name,
}: {
  label: string;
  cents: number | null;
  onChange: (cents: number | null) => void;
  isDisabled?: boolean;
  name: string;
}) {
  const shown = rateForDisplay(cents);
  return (
    <NumberField
      className={fieldStyles.field}
      name={name}
      value={shown ?? Number.NaN}
      minValue={0}
      maxValue={rateForDisplay(RATE_MAX_CENTS) ?? undefined}
      formatOptions={{ style: 'currency', currency: 'USD' }}
      isDisabled={isDisabled}
      onChange={(amount) => {
        const next = rateFromDisplay(amount);
        if (next !== cents) onChange(next);
      }}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input className={fieldStyles.input} />
    </NumberField>
  );
}
