import {
  BILLING_ADDRESS_MESSAGE_IDS,
  type BillingAddress,
  type BillingAddressErrors,
  type Country,
  validateBillingAddress,
} from '@backline/domain';
import { cx } from '../../components/private/cx';
import { Select, SelectItem } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { UIMessageId } from '../../messages';
import * as styles from './BillingAddressForm.css';

/** The billing address's fields (part 2 §3), in the order of the form. */
export type BillingAddressField = keyof BillingAddress;

/** Errors the server reported, by field, shown as given (they win over the form's own). */
export type BillingAddressServerErrors = Partial<Record<BillingAddressField, string>>;

export interface BillingAddressFormProps {
  /** The address as typed (controlled). Start from the domain's `emptyBillingAddress()`. */
  value: BillingAddress;
  /** Called with the whole address on every change. */
  onChange: (value: BillingAddress) => void;
  /** The countries to choose from (`countriesx` of GET /countries). */
  countries: readonly Country[];
  /**
   * Shows the §5 "… is required" errors of the domain's `validateBillingAddress` — set it once
   * the person tried to submit. @default false
   */
  showErrors?: boolean;
  /** Errors from the server, by field; shown even when `showErrors` is off. */
  serverErrors?: BillingAddressServerErrors;
  /** Every field is disabled (e.g. while submitting). @default false */
  isDisabled?: boolean;
  /** A class for the fieldset. */
  className?: string;
}

const textFields = [
  ['first_name', 'ui.billingAddressForm.firstName', 'given-name'],
  ['last_name', 'ui.billingAddressForm.lastName', 'family-name'],
  ['address1', 'ui.billingAddressForm.address1', 'address-line1'],
  ['address2', 'ui.billingAddressForm.address2', 'address-line2'],
  ['city', 'ui.billingAddressForm.city', 'address-level2'],
  ['state', 'ui.billingAddressForm.state', 'address-level1'],
  ['zip', 'ui.billingAddressForm.zip', 'postal-code'],
] as const satisfies readonly (readonly [BillingAddressField, UIMessageId, string])[];

/** The domain catalogue's id of each rule error (`billingAddress.*`, a blank name `person.*`). */
export function billingAddressErrorIds(
  errors: BillingAddressErrors,
): Partial<Record<BillingAddressField, UIMessageId>> {
  const ids: Partial<Record<BillingAddressField, UIMessageId>> = {};
  for (const [field, key] of Object.entries(errors) as [
    keyof BillingAddressErrors,
    NonNullable<BillingAddressErrors[keyof BillingAddressErrors]>,
  ][]) {
    ids[field] = BILLING_ADDRESS_MESSAGE_IDS[key];
  }
  return ids;
}

/**
 * The billing address of checkout and the payment method page (part 2 §5): first and last
 * name, address, address 2 (optional), city, state or region, zip or postal code, and country
 * (US in the domain's `emptyBillingAddress()`). The rules are the domain's `validateBillingAddress`; the texts are the spec's.
 * A fieldset, not a form: the page's form holds it with the card and the submit button.
 */
export function BillingAddressForm({
  value,
  onChange,
  countries,
  showErrors = false,
  serverErrors = {},
  isDisabled = false,
  className,
}: BillingAddressFormProps) {
  const t = useUIMessages();
  const ruleErrors = showErrors ? billingAddressErrorIds(validateBillingAddress(value)) : {};
  const errorFor = (field: BillingAddressField) => {
    const server = serverErrors[field];
    if (server) return server;
    const id = ruleErrors[field];
    return id ? t(id) : undefined;
  };
  const set = (field: BillingAddressField, text: string) => onChange({ ...value, [field]: text });
  const country = value.country;
  // The chosen country is always an option, even before the list has loaded.
  const options =
    !country || countries.some((c) => c.countrycode === country)
      ? countries
      : [{ countrycode: country, countryname: country }, ...countries];

  return (
    <fieldset className={cx(styles.fieldset, className)}>
      <legend className={styles.legend}>{t('ui.billingAddressForm.legend')}</legend>
      <div className={styles.grid}>
        {textFields.map(([field, label, autoComplete]) => (
          <TextField
            key={field}
            className={field.startsWith('address') ? styles.wide : undefined}
            label={t(label)}
            value={value[field] ?? ''}
            onChange={(text) => set(field, text)}
            autoComplete={`billing ${autoComplete}`}
            isRequired={field !== 'address2'}
            // Our messages, not the browser's: `aria` validation only marks the field required.
            validationBehavior="aria"
            isDisabled={isDisabled}
            errorMessage={errorFor(field)}
          />
        ))}
        <Select
          label={t('ui.billingAddressForm.country')}
          items={options.map((c) => ({ id: c.countrycode, name: c.countryname }))}
          selectedKey={country || null}
          onSelectionChange={(key) => key !== null && set('country', String(key))}
          isRequired
          validationBehavior="aria"
          isDisabled={isDisabled}
          errorMessage={errorFor('country')}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
    </fieldset>
  );
}
