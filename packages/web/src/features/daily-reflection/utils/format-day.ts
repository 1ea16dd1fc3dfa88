import dayjs from 'dayjs';

/** A reflection's local day (YYYY-MM-DD) as the client reads it: 'Wed, Mar 5, 2025'. */
export function formatDay(day: string): string {
  const parsed = dayjs(day);
  return parsed.isValid() ? parsed.format('ddd, MMM D, YYYY') : day;
}
