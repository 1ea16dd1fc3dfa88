import dayjs from 'dayjs';

/**
 * A day as the coach reads it ('Mar 4, 2025'): a `YYYY-MM-DD` date is that calendar day, a full
 * timestamp is its day in the coach's time zone.
 */
export function formatDay(value: string): string {
  const day = dayjs(value);
  return day.isValid() ? day.format('MMM D, YYYY') : value;
}

/** Today's date in the coach's time zone, as the API writes dates (YYYY-MM-DD). */
export function localToday(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}
