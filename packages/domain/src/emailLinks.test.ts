import { describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_CONFIRMATION_MESSAGES,
  emailChangeOutcome,
  emailChangeToken,
  UNSUBSCRIBE_MESSAGES,
  unsubscribeOutcome,
} from './emailLinks';

describe('email-change confirmation (part 1 §2: reads a token query parameter; §7: 200 means success)', () => {
  it('reads the token from the query', () => {
    expect(emailChangeToken('?token=abc')).toBe('abc');
    expect(emailChangeToken('?token=')).toBeNull();
    expect(emailChangeToken('')).toBeNull();
  });

  it('shows success on 200 and the §8 failure text otherwise', () => {
    expect(emailChangeOutcome(200)).toBe('done');
    expect(emailChangeOutcome(204)).toBe('failed');
    expect(emailChangeOutcome(null)).toBe('failed');
    expect(EMAIL_CHANGE_CONFIRMATION_MESSAGES.failed).toBe(
      'An error occurred while confirming your email change. Please try again later.',
    );
  });
});

describe('unsubscribe (part 1 §2, §8)', () => {
  it('shows done on success and the §8 failure text otherwise', () => {
    expect(unsubscribeOutcome(200)).toBe('done');
    expect(unsubscribeOutcome(404)).toBe('failed');
    expect(UNSUBSCRIBE_MESSAGES.failed).toBe(
      'An error occurred while unsubscribing. Please try again later.',
    );
  });
});
