import { SINCE_DAYS_OPTIONS, type SinceDays } from '@tandem/shared';

/** The look-back windows as Select options ('Last 30 days'), valued by their number of days. */
export const SINCE_SELECT_DATA = SINCE_DAYS_OPTIONS.map((days) => ({
  value: String(days),
  label: `Last ${days} days`,
}));

/** A Select's value as one of the spec's windows, or null when it is not one of them. */
export function toSinceDays(value: string | null): SinceDays | null {
  const days = Number(value);
  return (SINCE_DAYS_OPTIONS as readonly number[]).includes(days) ? (days as SinceDays) : null;
}
