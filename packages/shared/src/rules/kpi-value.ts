/*
 * A KPI's value as a person types it (issue 45: "6.5" hours of sleep was saved as 65). The field
 * keeps the text exactly as typed; this rule reads it, or says why it cannot, and the server's
 * schema holds the same limits (schemas/kpis.ts). Rules (ours; the spec only says "number inputs"):
 * - a number from 0 to KPI_LIMITS.max, with at most KPI_LIMITS.decimals decimal places;
 * - the decimal mark is a point or a comma ("6,5" is 6.5, as most of Europe writes it), so a
 *   comma cannot also group thousands: "1,000" is refused with a message rather than guessed at;
 * - spaces around and between digit groups are ignored ("10 000"), nothing else is.
 */

export const KPI_LIMITS = { min: 0, max: 1_000_000_000, decimals: 2 } as const;

export const KPI_VALUE_MESSAGES = {
  notANumber: 'Enter a number, like 6.5.',
  tooManyDecimals: `Use at most ${KPI_LIMITS.decimals} decimal places.`,
  outOfRange: `Enter a number from ${KPI_LIMITS.min} to ${KPI_LIMITS.max.toLocaleString('en-US')}.`,
  groupingComma: 'Leave out the thousands separator: a comma is read as the decimal mark.',
} as const;

/** Whether a number has at most the allowed decimal places (within floating-point noise). */
export function kpiDecimalsAllowed(value: number): boolean {
  const scaled = value * 10 ** KPI_LIMITS.decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export type KpiValueReading = { value: number } | { error: string };

/** Reads a typed KPI value (rules above); `text` must not be blank (a blank is left to the form). */
export function readKpiValue(text: string): KpiValueReading {
  const compact = text.trim().replace(/(\d)[ \u00a0\u202f](?=\d)/g, '$1');
  // "1,000" or "12,345,678": thousands grouped with commas, not a decimal mark.
  if (/^\d{1,3}(,\d{3})+$/.test(compact)) return { error: KPI_VALUE_MESSAGES.groupingComma };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(compact);
  if (!match || (match[1] === '' && !match[2])) {
    return { error: /^-\s*\d/.test(compact) ? KPI_VALUE_MESSAGES.outOfRange : KPI_VALUE_MESSAGES.notANumber };
  }
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > KPI_LIMITS.decimals) return { error: KPI_VALUE_MESSAGES.tooManyDecimals };
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  if (value < KPI_LIMITS.min || value > KPI_LIMITS.max) return { error: KPI_VALUE_MESSAGES.outOfRange };
  return { value };
}

/** A stored value as the field shows it again: a point, no trailing zeros ("6.5", "7"). */
export const kpiValueText = (value: number): string => String(value);
