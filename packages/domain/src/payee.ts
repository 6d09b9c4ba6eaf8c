import { DEFAULT_COUNTRY } from './billing';
import type { DomainMessageId } from './domainMessages';
import { type FieldErrorKeys, isBlank } from './formRules';

/** Part 2 §5 "Payee" rules' refusals (the spec names the rules, not their words). */
export type PayeeProblemKey =
  | 'phoneLast4Required'
  | 'phoneLast4Invalid'
  | 'address1Required'
  | 'cityRequired'
  | 'stateRequired'
  | 'postalCodeRequired'
  | 'venmoUserIdRequired'
  | 'venmoUserIdInvalid'
  | 'taxIdentifierRequired';

/**
 * The catalogue id of each payee text the API answers: the rules' refusals and the load's
 * not-an-affiliate error. The city's refusal has the billing address's words, so its id.
 */
export const PAYEE_MESSAGE_IDS = {
  phoneLast4Required: 'payee.phoneLast4Required',
  phoneLast4Invalid: 'payee.phoneLast4Invalid',
  address1Required: 'payee.address1Required',
  cityRequired: 'postalAddress.cityRequired',
  stateRequired: 'payee.stateRequired',
  postalCodeRequired: 'payee.postalCodeRequired',
  venmoUserIdRequired: 'payee.venmoUserIdRequired',
  venmoUserIdInvalid: 'payee.venmoUserIdInvalid',
  taxIdentifierRequired: 'payee.taxIdentifierRequired',
  notAffiliate: 'payee.notAffiliate',
} as const satisfies Record<PayeeProblemKey | 'notAffiliate', DomainMessageId>;

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
export type PayeeErrors = FieldErrorKeys<PayeeField, PayeeProblemKey>;

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
