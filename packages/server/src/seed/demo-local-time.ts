/* Local days and times in the demo: a date's weekday, and a local wall-clock time as an instant. */
import { sql, type SQL } from 'drizzle-orm';
import type { Weekday } from '@tandem/shared';

/** The weekday of a calendar date, 0 Monday .. 6 Sunday. */
export function weekdayOf(date: string): Weekday {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) as Weekday;
}

/** An instant given as a local wall-clock time on a local date in a time zone (PostgreSQL converts). */
export const localInstant = (date: string, minutes: number, timezone: string): SQL =>
  sql`((${date}::date + make_interval(mins => ${minutes}::int))::timestamp AT TIME ZONE ${timezone})`;
