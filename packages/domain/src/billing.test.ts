import { describe, expect, it } from 'vitest';
import {
  BILLING_ADDRESS_FIELDS,
  billingFailureDisplay,
  canSavePaymentMethod,
  DEFAULT_COUNTRY,
  emptyBillingAddress,
  isBillingAddressField,
  validateBillingAddress,
} from './billing';
import { billingAddressSchema } from './billingSchemas';

const address = {
  first_name: 'Ana',
  last_name: 'Lima',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};
const card = { number: '4111111111111111', month: '12', year: '2030', verification_value: '123' };
const now = new Date('2025-01-01T00:00:00Z');

describe('validateBillingAddress (part 2 §5 Billing address)', () => {
  it('requires every field but address 2', () => {
    expect(validateBillingAddress({ ...emptyBillingAddress(), country: ' ' })).toEqual({
      first_name: 'firstNameRequired',
      last_name: 'lastNameRequired',
      address1: 'addressRequired',
      city: 'cityRequired',
      state: 'stateRequired',
      zip: 'zipRequired',
      country: 'countryRequired',
    });
  });

  it('accepts a complete address without address 2', () => {
    expect(validateBillingAddress(address)).toEqual({});
  });

  it('starts a new form in the default country US', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(emptyBillingAddress().country).toBe('US');
  });
});

describe('billingAddressSchema (part 2 §5 Billing address, API side)', () => {
  it('answers with the catalogue ids of the seven spec texts', () => {
    const result = billingAddressSchema.safeParse({ country: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'person.firstNameRequired',
      'person.lastNameRequired',
      'billingAddress.addressRequired',
      'postalAddress.cityRequired',
      'billingAddress.stateRequired',
      'billingAddress.zipRequired',
      'billingAddress.countryRequired',
    ]);
  });

  it('defaults the country to US and keeps address 2 optional', () => {
    const { country: _country, ...withoutCountry } = address;
    expect(billingAddressSchema.parse({ ...withoutCountry, first_name: ' Ana ' })).toEqual({
      ...address,
      first_name: 'Ana',
    });
  });
});

describe('canSavePaymentMethod (part 2 §5 same fields and a complete card)', () => {
  it('needs a complete address and a card without error', () => {
    expect(canSavePaymentMethod(address, card, now)).toBe(true);
    expect(canSavePaymentMethod({ ...address, zip: '' }, card, now)).toBe(false);
    expect(canSavePaymentMethod(address, { ...card, year: '2024' }, now)).toBe(false);
  });
});

describe('billingFailureDisplay (part 2 §8 Billing account creation failure)', () => {
  it('shows number and verification_value errors on those fields', () => {
    expect(
      billingFailureDisplay(
        { errors: { number: ['is invalid'], verification_value: 'is wrong' } },
        'Unprocessable',
      ),
    ).toEqual({ fields: { number: 'is invalid', verification_value: 'is wrong' }, alert: null });
  });

  it('shows a message error in the alert', () => {
    expect(billingFailureDisplay({ errors: { message: ['Card declined'] } }, 'x').alert).toBe(
      'Card declined',
    );
    expect(billingFailureDisplay({ message: 'Declined' }, 'x').alert).toBe('Declined');
  });

  it('falls back to the response text when nothing else explains the failure', () => {
    expect(billingFailureDisplay(null, ' Bad Gateway ')).toEqual({
      fields: {},
      alert: 'Bad Gateway',
    });
    expect(billingFailureDisplay({}, '').alert).toBeNull();
  });
});

describe('billing address fields', () => {
  it('are the fields of the empty address form, in its order, and name no card field', () => {
    expect([...BILLING_ADDRESS_FIELDS]).toEqual(Object.keys(emptyBillingAddress()));
    expect(isBillingAddressField('zip')).toBe(true);
    expect(isBillingAddressField('number')).toBe(false);
    expect(isBillingAddressField('recurly_token')).toBe(false);
  });
});
