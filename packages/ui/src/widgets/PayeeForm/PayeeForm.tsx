import {
  AFFILIATE_PROGRAM_PATH,
  type Country,
  DEFAULT_COUNTRY,
  formatPhoneLast4,
  PAYEE_MESSAGE_IDS,
  type PayeeAccount,
  type PayeeAddress,
  type PayeeField,
  PHONE_LAST_4_LENGTH,
  payeeNeedsTaxIdentifier,
  validatePayee,
} from '@backline/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { cx } from '../../components/private/cx';
import { Select, SelectItem } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { UIMessageId } from '../../messages';
import * as styles from './PayeeForm.css';

/** A blank payee account, country preset to the domain's default (US). */
export function emptyPayeeAccount(): PayeeAccount {
  return {
    address: {
      phone_last_4: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      postal_code: '',
      country: DEFAULT_COUNTRY,
    },
    venmo_user_id: '',
    tax_identifier: '',
  };
}

/** Errors the server reported, by field (`address.city`, `venmo_user_id` …), shown as given. */
export type PayeeServerErrors = Partial<Record<PayeeField, string>>;

export interface PayeeFormProps {
  /** The saved payee account (its fields start the form), or none yet. */
  defaultValue?: PayeeAccount | null;
  /** The countries to choose from (`countriesx` of GET /countries). */
  countries: readonly Country[];
  /** Called with the whole account when the form is submitted and the domain's rules pass. */
  onSubmit: (payee: PayeeAccount) => void;
  /** The save is under way: the fields and the button are disabled. @default false */
  isSubmitting?: boolean;
  /** The last save's outcome, shown with §8's texts. @default null */
  result?: 'saved' | 'failed' | null;
  /** Errors from the server, by field. */
  serverErrors?: PayeeServerErrors;
  /**
   * The load answered 400 (the domain's `isNotAffiliateResponse`): the not-an-affiliate message
   * with a link to the programme, and no form. @default false
   */
  notAffiliate?: boolean;
  /** A class for the outer element. */
  className?: string;
}

type AddressTextField = Exclude<keyof PayeeAddress, 'country'>;

const addressFields = [
  ['address1', 'ui.payeeForm.address1', 'address-line1'],
  ['address2', 'ui.payeeForm.address2', 'address-line2'],
  ['city', 'ui.payeeForm.city', 'address-level2'],
  ['state', 'ui.payeeForm.state', 'address-level1'],
  ['postal_code', 'ui.payeeForm.postalCode', 'postal-code'],
] as const satisfies readonly (readonly [AddressTextField, UIMessageId, string])[];

/**
 * The affiliate payee account (part 2 §2 Affiliate payee): address, last 4 digits of the phone,
 * the Venmo user id and, for US residents, a tax id. The rules are the domain's `validatePayee`
 * (§5); errors show once the person tried to save. A non-affiliate sees §8's message instead.
 */
export function PayeeForm({
  defaultValue,
  countries,
  onSubmit,
  isSubmitting = false,
  result = null,
  serverErrors = {},
  notAffiliate = false,
  className,
}: PayeeFormProps) {
  const t = useUIMessages();
  const [value, setValue] = useState<PayeeAccount>(() => {
    const empty = emptyPayeeAccount();
    return defaultValue
      ? { ...empty, ...defaultValue, address: { ...empty.address, ...defaultValue.address } }
      : empty;
  });
  const [showErrors, setShowErrors] = useState(false);

  if (notAffiliate) {
    return (
      <Alert tone="info" className={className}>
        <span className={styles.notAffiliate}>
          <span>{t(PAYEE_MESSAGE_IDS.notAffiliate)}</span>
          <Link href={AFFILIATE_PROGRAM_PATH}>{t('ui.payeeForm.program')}</Link>
        </span>
      </Alert>
    );
  }

  const ruleErrors = showErrors ? validatePayee(value) : {};
  const errorFor = (field: PayeeField) => {
    const server = serverErrors[field];
    if (server) return server;
    const key = ruleErrors[field];
    return key ? t(PAYEE_MESSAGE_IDS[key]) : undefined;
  };
  const setAddress = (field: keyof PayeeAddress, text: string) =>
    setValue({ ...value, address: { ...value.address, [field]: text } });
  const country = value.address.country;
  const needsTaxId = payeeNeedsTaxIdentifier(country);
  const options =
    !country || countries.some((c) => c.countrycode === country)
      ? countries
      : [{ countrycode: country, countryname: country }, ...countries];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    if (isSubmitting || Object.keys(validatePayee(value)).length > 0) return;
    onSubmit(value);
  };

  return (
    <form className={cx(styles.payeeForm, className)} onSubmit={submit} noValidate>
      {result === 'saved' && <Alert tone="success">{t('ui.payeeForm.saved')}</Alert>}
      {result === 'failed' && <Alert tone="error">{t('ui.payeeForm.saveFailed')}</Alert>}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('ui.payeeForm.addressLegend')}</legend>
        <div className={styles.grid}>
          {addressFields.map(([field, label, autoComplete]) => (
            <TextField
              key={field}
              className={field.startsWith('address') ? styles.wide : undefined}
              label={t(label)}
              value={value.address[field] ?? ''}
              onChange={(text) => setAddress(field, text)}
              autoComplete={autoComplete}
              isRequired={field !== 'address2'}
              validationBehavior="aria"
              isDisabled={isSubmitting}
              errorMessage={field === 'address2' ? undefined : errorFor(`address.${field}`)}
            />
          ))}
          <Select
            label={t('ui.payeeForm.country')}
            items={options.map((c) => ({ id: c.countrycode, name: c.countryname }))}
            selectedKey={country || null}
            onSelectionChange={(key) => key !== null && setAddress('country', String(key))}
            isRequired
            validationBehavior="aria"
            isDisabled={isSubmitting}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <TextField
            label={t('ui.payeeForm.phoneLast4')}
            description={t('ui.payeeForm.phoneLast4Description')}
            value={value.address.phone_last_4}
            onChange={(text) => setAddress('phone_last_4', formatPhoneLast4(text))}
            inputMode="numeric"
            maxLength={PHONE_LAST_4_LENGTH}
            isRequired
            validationBehavior="aria"
            isDisabled={isSubmitting}
            errorMessage={errorFor('address.phone_last_4')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('ui.payeeForm.paymentLegend')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('ui.payeeForm.venmoUserId')}
            description={t('ui.payeeForm.venmoUserIdDescription')}
            value={value.venmo_user_id}
            onChange={(venmo_user_id) => setValue({ ...value, venmo_user_id })}
            autoComplete="off"
            isRequired
            validationBehavior="aria"
            isDisabled={isSubmitting}
            errorMessage={errorFor('venmo_user_id')}
          />
          <TextField
            label={t('ui.payeeForm.taxIdentifier')}
            description={t(
              needsTaxId
                ? 'ui.payeeForm.taxIdentifierRequiredDescription'
                : 'ui.payeeForm.taxIdentifierOptionalDescription',
            )}
            value={value.tax_identifier ?? ''}
            onChange={(tax_identifier) => setValue({ ...value, tax_identifier })}
            autoComplete="off"
            isRequired={needsTaxId}
            validationBehavior="aria"
            isDisabled={isSubmitting}
            errorMessage={errorFor('tax_identifier')}
          />
        </div>
      </fieldset>
      <Button type="submit" isPending={isSubmitting}>
        {t('ui.payeeForm.submit')}
      </Button>
    </form>
  );
}
