import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatPrice } from './money';

describe('formatPrice', () => {
  it('shows cents as US dollars with two decimals and thousands separators', () => {
    expect(formatPrice(4900)).toBe('$49.00');
    expect(formatPrice(4999)).toBe('$49.99');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(123456)).toBe('$1,234.56');
    expect(formatPrice(100000000)).toBe('$1,000,000.00');
    expect(formatPrice(-500)).toBe('-$5.00');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatPrice(49.5)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });
});

describe('centsToDollars', () => {
  it('gives the plain dollar amount', () => {
    expect(centsToDollars(4999)).toBe('49.99');
    expect(centsToDollars(500)).toBe('5.00');
    expect(centsToDollars(7)).toBe('0.07');
    expect(centsToDollars(-250)).toBe('-2.50');
  });
});

describe('dollarsToCents', () => {
  it('reads whole dollars, one or two decimals, a dollar sign and thousands separators', () => {
    expect(dollarsToCents('49')).toBe(4900);
    expect(dollarsToCents('49.9')).toBe(4990);
    expect(dollarsToCents('49.99')).toBe(4999);
    expect(dollarsToCents('49.')).toBe(4900);
    expect(dollarsToCents(' $1,234.56 ')).toBe(123456);
    expect(dollarsToCents('0')).toBe(0);
  });

  it('has none of the float errors of Math.round(x * 100)', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.005 * 100 is 100.49999999999999 in binary floats.
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents(4.35)).toBe(435);
    expect(dollarsToCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1.005', '1,23', '1e3', '12,34.00', '$', '.5', '90071992547409.92'])
      expect(dollarsToCents(bad), bad).toBeNull();
    expect(dollarsToCents(1e21)).toBeNull();
    expect(dollarsToCents(-1)).toBeNull();
  });

  it('round-trips with centsToDollars', () => {
    for (const cents of [0, 1, 99, 100, 4999, 123456789])
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });
});
