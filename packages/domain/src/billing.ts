import { type CardFields, isCardComplete } from './card';
import type { DomainMessageId } from './domainMessages';
import { type FieldErrorKeys, hasNoFieldErrors, isBlank } from './formRules';
import { PERSON_NAME_MESSAGE_IDS, type PersonNameMessageKey } from './person';

/** Part 2 §9 "Country default US". */
export const DEFAULT_COUNTRY = 'US';

/** What the billing address rule refuses with besides a blank name (part 2 §5). */
export type BillingAddressMessageKey =
  | 'addressRequired'
  | 'cityRequired'
  | 'stateRequired'
  | 'zipRequired'
  | 'countryRequired';

/**
 * The catalogue id of each refusal of the billing address (messages/en.json, es.json hold the
 * words); a blank name is the person's, as sign-up and the profile say it.
 */
export const BILLING_ADDRESS_MESSAGE_IDS = {
  firstNameRequired: PERSON_NAME_MESSAGE_IDS.firstNameRequired,
  lastNameRequired: PERSON_NAME_MESSAGE_IDS.lastNameRequired,
  addressRequired: 'billingAddress.addressRequired',
  cityRequired: 'postalAddress.cityRequired',
  stateRequired: 'billingAddress.stateRequired',
  zipRequired: 'billingAddress.zipRequired',
  countryRequired: 'billingAddress.countryRequired',
} as const satisfies Record<BillingAddressMessageKey | PersonNameMessageKey, DomainMessageId>;

/** The address half of billing info (part 2 §3); address2 is optional. */
export interface BillingAddress {
  first_name: string;
  last_name: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
  /** Country code (countrycode of GET /countries), default US. */
  country: string;
}

/** Billing info as GET /{provider}/billing_info returns it: a saved one has last_four. */
export interface BillingInfo extends BillingAddress {
  last_four?: string | null;
  /** Decision 020: what pays now, a card (`last_four`) or the wallet (`paypal_email`). */
  payment_method?: 'card' | 'paypal' | null;
  /** The wallet account of an active PayPal billing agreement. */
  paypal_email?: string | null;
}

/**
 * Billing info as POST /{provider}/create_account receives it. Card numbers never reach our
 * API: the browser tokenises the card with the provider first and sends its token as
 * `recurly_token` (the spec's field name); it is left out when the stored card is reused.
 */
export type BillingInfoInput = BillingAddress & { recurly_token?: string };

/** The fields of a billing address, in form order: an API refusal's errors on these belong to it. */
export const BILLING_ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
] as const satisfies readonly (keyof BillingAddress)[];

/** Whether an error's field name is one of the billing address's (not the card's). */
export const isBillingAddressField = (field: string): field is keyof BillingAddress =>
  (BILLING_ADDRESS_FIELDS as readonly string[]).includes(field);

/** A blank name is the person's refusal (`PERSON_NAME_MESSAGE_IDS`); the rest are the address's. */
export type BillingAddressErrors = FieldErrorKeys<
  Exclude<keyof BillingAddress, 'address2'>,
  BillingAddressMessageKey | PersonNameMessageKey
>;

const REQUIRED_ADDRESS_FIELDS = [
  ['first_name', 'firstNameRequired'],
  ['last_name', 'lastNameRequired'],
  ['address1', 'addressRequired'],
  ['city', 'cityRequired'],
  ['state', 'stateRequired'],
  ['zip', 'zipRequired'],
  ['country', 'countryRequired'],
] as const;

export function validateBillingAddress(address: Partial<BillingAddress>): BillingAddressErrors {
  const errors: BillingAddressErrors = {};
  for (const [field, key] of REQUIRED_ADDRESS_FIELDS) {
    if (isBlank(address[field])) errors[field] = key;
  }
  return errors;
}

/** An empty billing address form, country preset to US. */
export function emptyBillingAddress(): BillingAddress {
  return {
    first_name: '',
    last_name: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    country: DEFAULT_COUNTRY,
  };
}

/** Part 2 §5 "Payment method screen requires the same fields and a complete card without error". */
export function canSavePaymentMethod(
  address: Partial<BillingAddress>,
  card: CardFields,
  now: Date,
): boolean {
  return hasNoFieldErrors(validateBillingAddress(address)) && isCardComplete(card, now);
}

/** How the provider answers a failed billing account creation (errors keyed by field). */
export interface BillingFailureBody {
  errors?: Readonly<Record<string, string | readonly string[]>> | null;
  message?: string | null;
}

export interface BillingFailureDisplay {
  /** Texts under the number and verification value fields. */
  fields: Partial<Record<'number' | 'verification_value', string>>;
  /** The red alert above the payment method, or null. */
  alert: string | null;
}

function firstText(value: string | readonly string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value[0];
}

/**
 * Part 2 §8 "Billing account creation failure": number and verification_value errors show on
 * those fields; a message error (or, failing everything else, the response text) shows in the
 * red alert.
 */
export function billingFailureDisplay(
  body: BillingFailureBody | null | undefined,
  responseText: string,
): BillingFailureDisplay {
  const fields: BillingFailureDisplay['fields'] = {};
  for (const field of ['number', 'verification_value'] as const) {
    const text = firstText(body?.errors?.[field]);
    if (text) fields[field] = text;
  }
  const message = firstText(body?.errors?.message) ?? body?.message ?? undefined;
  const hasFieldText = Object.keys(fields).length > 0;
  const alert = message || (hasFieldText ? null : responseText.trim() || null);
  return { fields, alert };
}
