import { describe, expect, it } from 'vitest';
import { fillMessageTemplate } from './messageTemplate';

describe('fillMessageTemplate (part 1 §8 messages with {name})', () => {
  it('puts the values into their placeholders', () => {
    expect(
      fillMessageTemplate('Success! Your friend request has been sent to {name}.', { name: 'Ann' }),
    ).toBe('Success! Your friend request has been sent to Ann.');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillMessageTemplate('{count} of {total}', { count: 3 })).toBe('3 of {total}');
  });
});
