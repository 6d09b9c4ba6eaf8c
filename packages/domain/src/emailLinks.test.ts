import { describe, expect, it } from 'vitest';
import { emailChangeOutcome, emailChangeToken, unsubscribeOutcome } from './emailLinks';

describe('email-change confirmation (part 1 §2: reads a token query parameter; §7: 200 means success)', () => {
  it('reads the token from the query', () => {
    expect(emailChangeToken('?token=abc')).toBe('abc');
    expect(emailChangeToken('?token=')).toBeNull();
    expect(emailChangeToken('')).toBeNull();
  });

  it('shows success on 200 and failure otherwise', () => {
    expect(emailChangeOutcome(200)).toBe('done');
    expect(emailChangeOutcome(204)).toBe('failed');
    expect(emailChangeOutcome(null)).toBe('failed');
  });
});

describe('unsubscribe (part 1 §2, §8)', () => {
  it('shows done on success and failure otherwise', () => {
    expect(unsubscribeOutcome(200)).toBe('done');
    expect(unsubscribeOutcome(404)).toBe('failed');
  });
});
