import { DEFAULT_COUNTRY } from './billing';
import { type FieldErrorKeys, isBlank } from './formRules';

/**
 * Part 2 §5 "Payee" rules. The spec names the rules, not their words: these texts are ours.
 * §8's "Error saving payee account details" is exact.
 */
export const PAYEE_MESSAGES = {
  phoneLast4Required: 'Last 4 digits of phone are required',
  phoneLast4Invalid: 'Enter the last 4 digits of your phone',
  address1Required: 'Street address 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  postalCodeRequired: 'Zip is required',
  venmoUserIdRequired: 'Venmo user id is required',
  venmoUserIdInvalid: 'Venmo user id is invalid',
  taxIdentifierRequired: 'Tax id is required for US residents',
  saveFailed: 'Error saving payee account details',
  saved: 'Payee account details saved',
  notAffiliate: 'You are not an affiliate partner yet. Learn about the affiliate program first.',
} as const;
export type PayeeMessageKey = keyof typeof PAYEE_MESSAGES;

/** Part 2 §5 "last 4 digits of phone … max length 4". */
export const PHONE_LAST_4_LENGTH = 4;

/**
 * Venmo's own username rule: 5–30 letters, digits, hyphens or underscores, written with or
 * without the leading "@".
 */
export const VENMO_USER_ID_PATTERN = /^@?[A-Za-z0-9_-]{5,30}$/;

/** Affiliate payee account (part 2 §3). */
export interface PayeeAddress {
  phone_last_4: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface PayeeAccount {
  address: PayeeAddress;
  venmo_user_id: string;
  tax_identifier?: string | null;
}

export type PayeeField =
  | 'address.phone_last_4'
  | 'address.address1'
  | 'address.city'
  | 'address.state'
  | 'address.postal_code'
  | 'venmo_user_id'
  | 'tax_identifier';
export type PayeeErrors = FieldErrorKeys<PayeeField, PayeeMessageKey>;

/** Input mask of the phone field: digits only, 4 at most. */
export function formatPhoneLast4(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_LAST_4_LENGTH);
}

/** Part 2 §5 "tax id required (for US residents)"; an unset country counts as the default US. */
export function payeeNeedsTaxIdentifier(country: string | null | undefined): boolean {
  const code = isBlank(country) ? DEFAULT_COUNTRY : (country as string).trim().toUpperCase();
  return code === DEFAULT_COUNTRY;
}

export function validatePayee(payee: PayeeAccount): PayeeErrors {
  const errors: PayeeErrors = {};
  const { address } = payee;
  if (isBlank(address.phone_last_4)) errors['address.phone_last_4'] = 'phoneLast4Required';
  else if (!new RegExp(`^\\d{${PHONE_LAST_4_LENGTH}}$`).test(address.phone_last_4.trim())) {
    errors['address.phone_last_4'] = 'phoneLast4Invalid';
  }
  if (isBlank(address.address1)) errors['address.address1'] = 'address1Required';
  if (isBlank(address.city)) errors['address.city'] = 'cityRequired';
  if (isBlank(address.state)) errors['address.state'] = 'stateRequired';
  if (isBlank(address.postal_code)) errors['address.postal_code'] = 'postalCodeRequired';
  if (isBlank(payee.venmo_user_id)) errors.venmo_user_id = 'venmoUserIdRequired';
  else if (!VENMO_USER_ID_PATTERN.test(payee.venmo_user_id.trim())) {
    errors.venmo_user_id = 'venmoUserIdInvalid';
  }
  if (payeeNeedsTaxIdentifier(address.country) && isBlank(payee.tax_identifier)) {
    errors.tax_identifier = 'taxIdentifierRequired';
  }
  return errors;
}

/** Part 2 §8 "load status 400 shows the not-an-affiliate message". */
export function isNotAffiliateResponse(status: number): boolean {
  return status === 400;
}
