import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connectionLoss';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows the ways a connection ends', () => {
    expect(
      isConnectionLost(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
  });

  it('leaves statement errors alone', () => {
    expect(
      isConnectionLost(withCode('duplicate key value violates unique constraint', '23505')),
    ).toBe(false);
    expect(isConnectionLost(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});
