/** A set of day numbers (0 Monday to 6 Sunday) without repeats, in week order. */
export function normaliseDays(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => a - b);
}
