import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardLastFour,
  cardSchema,
  formatCardMonth,
  formatCardNumber,
  formatCardYear,
  formatVerificationValue,
  isCardComplete,
  isValidCardNumber,
  isValidExpiry,
  maskedCardNumber,
  passesLuhn,
  SANDBOX_TEST_CARDS,
  validateCard,
} from './card';
import { domainText } from './domainMessages';

const now = new Date('2025-06-15T12:00:00Z');
const goodCard = {
  number: '4111 1111 1111 1111',
  month: '06',
  year: '2025',
  verification_value: '123',
};

describe('card number check (part 2 §5 "Invalid Card Number")', () => {
  it('passes the sandbox test cards through the Luhn check', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) {
      expect(isValidCardNumber(number)).toBe(true);
    }
  });

  it('fails a number whose check digit is wrong', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
  });

  it('fails empty, too short, too long or non-digit numbers', () => {
    expect(passesLuhn('')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
    expect(isValidCardNumber('4242424242')).toBe(false);
    expect(isValidCardNumber('4'.repeat(20))).toBe(false);
    expect(isValidCardNumber('4111x111111111111')).toBe(false);
  });
});

describe('card expiry (part 2 §5 "Invalid Expiration Date")', () => {
  it('accepts the current month and later, with 2- or 4-digit years', () => {
    expect(isValidExpiry('6', '25', now)).toBe(true);
    expect(isValidExpiry('06', '2025', now)).toBe(true);
    expect(isValidExpiry('1', '2026', now)).toBe(true);
  });

  it('rejects an expired card', () => {
    expect(isValidExpiry('05', '2025', now)).toBe(false);
    expect(isValidExpiry('12', '24', now)).toBe(false);
  });

  it('rejects an invalid month or year', () => {
    expect(isValidExpiry('0', '2030', now)).toBe(false);
    expect(isValidExpiry('13', '2030', now)).toBe(false);
    expect(isValidExpiry('ab', '2030', now)).toBe(false);
    expect(isValidExpiry('01', '203', now)).toBe(false);
    expect(isValidExpiry('01', '', now)).toBe(false);
  });
});

describe('card input masks (part 2 §5 grouped in fours, month ≤ 2, year ≤ 4, CVV ≤ 3)', () => {
  it('keeps digits only and groups the number in fours', () => {
    expect(formatCardNumber('4111-1111 1111abc1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('')).toBe('');
  });

  it('stops the number at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('cuts month, year and verification value to their maximum length', () => {
    expect(formatCardMonth('123')).toBe('12');
    expect(formatCardYear('20301')).toBe('2030');
    expect(formatVerificationValue('1a234')).toBe('123');
  });
});

describe('validateCard (part 2 §5 Card)', () => {
  it('finds nothing wrong with a complete card', () => {
    expect(validateCard(goodCard, now)).toEqual({});
    expect(isCardComplete(goodCard, now)).toBe(true);
  });

  it('puts the expiry error on both month and year', () => {
    expect(validateCard({ ...goodCard, month: '5' }, now)).toEqual({
      month: 'invalidExpiration',
      year: 'invalidExpiration',
    });
  });

  it('reports the number and a missing verification value', () => {
    const errors = validateCard({ ...goodCard, number: '1234', verification_value: '12' }, now);
    expect(errors).toEqual({
      number: 'invalidNumber',
      verification_value: 'invalidVerificationValue',
    });
    expect(isCardComplete({ ...goodCard, verification_value: '' }, now)).toBe(false);
  });
});

describe('cardSchema (part 2 §5 Card, API side)', () => {
  it('refuses with the catalogue ids of the spec texts', () => {
    const result = cardSchema(now).safeParse({
      number: '4111111111111112',
      month: '13',
      year: '25',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['number', 'card.invalidNumber'],
      ['month', 'card.invalidExpiration'],
      ['year', 'card.invalidExpiration'],
      ['verification_value', 'card.invalidVerificationValue'],
    ]);
    expect(domainText('card.invalidNumber')).toBe('Invalid Card Number');
    expect(domainText('card.invalidExpiration')).toBe('Invalid Expiration Date');
    expect(domainText('card.invalidVerificationValue')).toBe('Invalid Security Code');
  });

  it('gives the number back as digits only', () => {
    expect(cardSchema(now).parse(goodCard).number).toBe(SANDBOX_TEST_CARDS.success);
  });
});

describe('maskedCardNumber (part 2 §3 saved billing info has last_four)', () => {
  it('shows only the last four digits', () => {
    expect(maskedCardNumber('1111')).toBe('•••• 1111');
  });
});

describe('cardBrand and cardLastFour', () => {
  it.each([
    ['4111 1111 1111 1111', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['9999999999999995', 'Card'],
  ])('names the brand of %s: %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('keeps the last four digits, spaces ignored', () => {
    expect(cardLastFour('4000 0000 0000 0127')).toBe('0127');
  });
});
