import { describe, expect, it } from 'vitest';
import {
  formatPhoneLast4,
  isNotAffiliateResponse,
  type PayeeAccount,
  payeeNeedsTaxIdentifier,
  validatePayee,
} from './payee';
import { payeeAccountSchema } from './payeeSchemas';

const payee: PayeeAccount = {
  address: {
    phone_last_4: '1234',
    address1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
  },
  venmo_user_id: '@ana-lima',
  tax_identifier: '123-45-6789',
};

describe('validatePayee (part 2 §5 Payee)', () => {
  it('accepts a complete US payee', () => {
    expect(validatePayee(payee)).toEqual({});
  });

  it('requires the phone digits, street address 1, city, state, zip and Venmo user id', () => {
    expect(
      validatePayee({
        address: {
          phone_last_4: '',
          address1: '',
          city: '',
          state: ' ',
          postal_code: '',
          country: 'US',
        },
        venmo_user_id: '',
        tax_identifier: '1',
      }),
    ).toEqual({
      'address.phone_last_4': 'phoneLast4Required',
      'address.address1': 'address1Required',
      'address.city': 'cityRequired',
      'address.state': 'stateRequired',
      'address.postal_code': 'postalCodeRequired',
      venmo_user_id: 'venmoUserIdRequired',
    });
  });

  it('wants exactly 4 phone digits', () => {
    for (const phone of ['123', '12345', '12a4']) {
      expect(
        validatePayee({ ...payee, address: { ...payee.address, phone_last_4: phone } }),
      ).toEqual({
        'address.phone_last_4': 'phoneLast4Invalid',
      });
    }
  });

  it('checks the Venmo user id format', () => {
    expect(validatePayee({ ...payee, venmo_user_id: 'a b' })).toEqual({
      venmo_user_id: 'venmoUserIdInvalid',
    });
    expect(validatePayee({ ...payee, venmo_user_id: 'Ana_Lima-2' })).toEqual({});
  });

  it('requires a tax id for US residents only', () => {
    expect(validatePayee({ ...payee, tax_identifier: '' })).toEqual({
      tax_identifier: 'taxIdentifierRequired',
    });
    expect(
      validatePayee({
        ...payee,
        tax_identifier: null,
        address: { ...payee.address, country: 'MX' },
      }),
    ).toEqual({});
  });
});

describe('payeeNeedsTaxIdentifier (part 2 §5 tax id for US residents)', () => {
  it('treats an unset country as the default US', () => {
    expect(payeeNeedsTaxIdentifier('')).toBe(true);
    expect(payeeNeedsTaxIdentifier('us')).toBe(true);
    expect(payeeNeedsTaxIdentifier('BR')).toBe(false);
  });
});

describe('formatPhoneLast4 (part 2 §5 max length 4)', () => {
  it('keeps at most 4 digits', () => {
    expect(formatPhoneLast4('(55) 1234-5678')).toBe('5512');
  });
});

describe('payeeAccountSchema (part 2 §5 Payee, API side)', () => {
  it('reports errors at nested paths with the payee texts', () => {
    const result = payeeAccountSchema.safeParse({ venmo_user_id: '@ana-lima' });
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['address.phone_last_4', 'payee.phoneLast4Required']);
    expect(issues).toContainEqual(['tax_identifier', 'payee.taxIdentifierRequired']);
  });

  it('accepts a complete payee', () => {
    expect(payeeAccountSchema.parse(payee).address.country).toBe('US');
  });
});

describe('isNotAffiliateResponse (part 2 §6 the server marks a non-affiliate with 400)', () => {
  it('is true for 400 only', () => {
    expect(isNotAffiliateResponse(400)).toBe(true);
    expect(isNotAffiliateResponse(500)).toBe(false);
  });
});
