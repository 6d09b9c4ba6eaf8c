import { describe, expect, it } from 'vitest';
import { assertCents, formatUsd, sumCents } from './money';

describe('formatUsd (part 2 §9 prices with 2 decimals in US dollars)', () => {
  it.each([
    [300, '$3.00'],
    [0, '$0.00'],
    [5, '$0.05'],
    [999, '$9.99'],
    [123456, '$1,234.56'],
    [-500, '-$5.00'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('refuses fractional cents', () => {
    expect(() => formatUsd(2.5)).toThrow(RangeError);
  });
});

describe('integer cents end to end', () => {
  it('sums amounts exactly', () => {
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(sumCents([])).toBe(0);
  });

  it('rejects unsafe or non-integer amounts', () => {
    expect(() => assertCents(Number.NaN)).toThrow(RangeError);
    expect(() => sumCents([1, 0.1])).toThrow(RangeError);
    expect(assertCents(42)).toBe(42);
  });
});
