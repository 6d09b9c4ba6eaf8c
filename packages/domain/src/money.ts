/**
 * Money is integer cents end to end (ARCHITECTURE.md "API conventions"); it becomes text only at
 * the edge, as US dollars with 2 decimals (part 2 §1 "Amounts are shown in US dollars", §9
 * "prices with 2 decimals in US dollars").
 */
export type Cents = number;

const usd = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Throws on a fractional or unsafe amount: a float reaching here is a bug upstream. */
export function assertCents(cents: number): Cents {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be an integer number of cents, got ${cents}`);
  }
  return cents;
}

/** 300 → "$3.00", 123456 → "$1,234.56", -500 → "-$5.00". */
export function formatUsd(cents: Cents): string {
  return usd.format(assertCents(cents) / 100);
}

/** Sums amounts in cents (integer addition, no float drift). */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce<number>((total, amount) => total + assertCents(amount), 0);
}
