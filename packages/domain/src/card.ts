import { z } from 'zod';
import type { DomainMessageId } from './domainMessages';
import { addFieldIssues, type FieldErrorKeys } from './formRules';

/** What the card rules refuse with (part 2 §5 "Card"): a key of `CARD_MESSAGE_IDS`. */
export type CardMessageKey = 'invalidNumber' | 'invalidExpiration' | 'invalidVerificationValue';

/**
 * The catalogue id of each refusal (the API's schema answers them, the card form shows them);
 * the words live only in messages/en.json and es.json. "Invalid Security Code" is not in the
 * spec: the provider reports verification_value errors on that field (§8).
 */
export const CARD_MESSAGE_IDS = {
  invalidNumber: 'card.invalidNumber',
  invalidExpiration: 'card.invalidExpiration',
  invalidVerificationValue: 'card.invalidVerificationValue',
} as const satisfies Record<CardMessageKey, DomainMessageId>;

/** The card fields of billing info (part 2 §3). Values are kept as typed: strings. */
export interface CardFields {
  number: string;
  month: string;
  year: string;
  verification_value: string;
}

/** A card with nothing typed. */
export const EMPTY_CARD_FIELDS: CardFields = Object.freeze({
  number: '',
  month: '',
  year: '',
  verification_value: '',
});

/** Part 2 §5: month max 2 characters, year max 4, verification value max 3. */
export const CARD_MONTH_MAX_LENGTH = 2;
export const CARD_YEAR_MAX_LENGTH = 4;
export const CARD_VERIFICATION_VALUE_MAX_LENGTH = 3;
/** ISO/IEC 7812 card numbers are 12 to 19 digits long. */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Part 2 §5 "Number shown grouped in fours". */
export const CARD_NUMBER_GROUP_SIZE = 4;

/**
 * The sandbox payment provider's test cards (ARCHITECTURE.md "payments sandbox"): the provider
 * decides by number, and the tests and demo use the same constants. As in a real provider's test
 * mode, `declined` is refused by the issuer as soon as it is saved (the zero-amount check a
 * provider runs when it vaults a card) and `chargeDeclined` is saved but declines every charge
 * (a card whose funds ran out: how a renewal comes to fail).
 */
export const SANDBOX_TEST_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
  chargeDeclined: '4000000000000341',
  cvcFailure: '4000000000000127',
} as const;

/** Keeps digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Part 2 §5: digits only, at most 19, shown in groups of four ("4111 1111 1111 1111"). */
export function formatCardNumber(input: string): string {
  const digits = digitsOnly(input).slice(0, CARD_NUMBER_MAX_DIGITS);
  const groups: string[] = [];
  for (let start = 0; start < digits.length; start += CARD_NUMBER_GROUP_SIZE) {
    groups.push(digits.slice(start, start + CARD_NUMBER_GROUP_SIZE));
  }
  return groups.join(' ');
}

/** Input masks of the three short card fields: digits only, cut to the field's maximum. */
export function formatCardMonth(input: string): string {
  return digitsOnly(input).slice(0, CARD_MONTH_MAX_LENGTH);
}
export function formatCardYear(input: string): string {
  return digitsOnly(input).slice(0, CARD_YEAR_MAX_LENGTH);
}
export function formatVerificationValue(input: string): string {
  return digitsOnly(input).slice(0, CARD_VERIFICATION_VALUE_MAX_LENGTH);
}

/** The Luhn (mod 10) check over the digits of `number` (spaces and dashes ignored). */
export function passesLuhn(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Part 2 §5 "Invalid Card Number when the number fails a card check": length and Luhn. */
export function isValidCardNumber(number: string): boolean {
  if (/[^\d\s-]/.test(number)) return false;
  const length = digitsOnly(number).length;
  return length >= CARD_NUMBER_MIN_DIGITS && length <= CARD_NUMBER_MAX_DIGITS && passesLuhn(number);
}

/**
 * Part 2 §5 "Invalid Expiration Date … when expired or invalid": month 1–12, year of 2 digits
 * (20yy) or 4; a card is good through the last day of its month. Months are compared in UTC so
 * browser and API agree.
 */
export function isValidExpiry(month: string, year: string, now: Date): boolean {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return false;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return false;
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return fullYear > nowYear || (fullYear === nowYear && monthNumber >= nowMonth);
}

export function isValidVerificationValue(value: string): boolean {
  return new RegExp(`^\\d{${CARD_VERIFICATION_VALUE_MAX_LENGTH}}$`).test(value);
}

export type CardErrors = FieldErrorKeys<keyof CardFields, CardMessageKey>;

/** Part 2 §5 Card: the expiry error shows on both month and year. */
export function validateCard(card: CardFields, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (!isValidCardNumber(card.number)) errors.number = 'invalidNumber';
  if (!isValidExpiry(card.month, card.year, now)) {
    errors.month = 'invalidExpiration';
    errors.year = 'invalidExpiration';
  }
  if (!isValidVerificationValue(card.verification_value)) {
    errors.verification_value = 'invalidVerificationValue';
  }
  return errors;
}

/** Part 2 §5 "a complete card without error". */
export function isCardComplete(card: CardFields, now: Date): boolean {
  return Object.keys(validateCard(card, now)).length === 0;
}

/**
 * Input schema of the card fields. Built per request because the expiry depends on `now`;
 * the number comes out as digits only.
 */
export function cardSchema(now: Date) {
  return z
    .object({
      number: z.string().default(''),
      month: z.string().default(''),
      year: z.string().default(''),
      verification_value: z.string().default(''),
    })
    .superRefine((card, ctx) => addFieldIssues(ctx, validateCard(card, now), CARD_MESSAGE_IDS))
    .transform((card) => ({ ...card, number: digitsOnly(card.number) }));
}

/** "•••• 1111": how a saved card (billing info with last_four) is shown. */
export function maskedCardNumber(lastFour: string): string {
  return `•••• ${lastFour}`;
}

/** Card brands the payment forms name; `Card` when the number matches none of them. */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Card'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The brand of a card number by its issuer prefix (IIN ranges). */
export function cardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** The last four digits a saved card is shown by (billing info `last_four`). */
export function cardLastFour(number: string): string {
  return digitsOnly(number).slice(-4);
}
