/**
 * Money is integer cents everywhere (decision 017): prices in the database, the API and the
 * payment provider. These are the only conversions to and from what people read and type, done
 * on strings so that no binary floating-point error ever reaches an amount.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 4900 -> "$49.00"; 123456 -> "$1,234.56"; -500 -> "-$5.00". */
export function formatPrice(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  // Intl formats the whole dollars (an exact integer); the cents are put in by hand, so no
  // binary fraction is ever rounded.
  const sign = cents < 0 ? -1 : 1;
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const formatted = usd.format(whole).replace(/\.00$/, `.${String(rest).padStart(2, '0')}`);
  return sign < 0 ? `-${formatted}` : formatted;
}

/** 4999 -> "49.99", 500 -> "5.00": the plain dollar amount a price field shows (price_in_dollars). */
export function centsToDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/;

/**
 * What someone typed as dollars -> cents: "49" 4900, "49.9" 4990, "$1,234.56" 123456, "0.29" 29.
 * Null for anything else: negative amounts, more than two decimals, words, or more than
 * $90,071,992,547,409.91. A number is read through its shortest decimal form (0.29 -> "0.29").
 */
export function dollarsToCents(input: string | number): number | null {
  const text = (typeof input === 'number' ? String(input) : input).trim();
  const match = DOLLARS.exec(text);
  if (!match) return null;
  const whole = match[1]!.replace(/,/g, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const cents = BigInt(whole) * 100n + BigInt(fraction);
  return cents <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(cents) : null;
}
