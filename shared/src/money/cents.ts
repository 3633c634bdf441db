/**
 * Money is an integer number of euro cents from end to end (product rules §2). These helpers keep it
 * that way: every result is an integer, and rounding happens in one place, half up.
 */
export type Cents = number;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws when given anything but an integer amount, so a float can never slip into a price. */
export function assertCents(value: number, what = 'amount'): Cents {
  if (!isCents(value)) throw new TypeError(`${what} must be an integer number of cents: ${value}`);
  return value;
}

export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) total += assertCents(value);
  return total;
}

/**
 * `percent` % of a non-negative amount, rounded half up to the cent, in integer arithmetic only.
 * E.g. 7 % of 1 400 = 98; 7 % of 1 450 = 101.5 → 102; 40 % of 1 999 = 799.6 → 800.
 */
export function percentHalfUp(amount: Cents, percent: number): Cents {
  assertCents(amount);
  if (amount < 0) throw new RangeError(`percentHalfUp expects a non-negative amount: ${amount}`);
  if (!Number.isInteger(percent) || percent < 0) {
    throw new RangeError(`percent must be a non-negative integer: ${percent}`);
  }
  return Math.floor((amount * percent + 50) / 100);
}

/** The amount as an exact decimal string of euros ("12.50", "-0.05"): no float involved. */
export function centsToDecimalString(amount: Cents): string {
  assertCents(amount);
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
