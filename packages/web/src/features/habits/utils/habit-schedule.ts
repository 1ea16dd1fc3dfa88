import { normaliseDays } from '@tandem/shared';

/** Short weekday names by day number (0 Monday to 6 Sunday, as the API numbers them). */
export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A habit's days as the coach reads them: 'Mon, Wed, Fri', in week order; 'Every day' for all seven. */
export function habitDaysText(days: readonly number[]): string {
  const ordered = normaliseDays(days).filter((day) => day >= 0 && day < WEEKDAY_NAMES.length);
  if (ordered.length === WEEKDAY_NAMES.length) return 'Every day';
  return ordered.map((day) => WEEKDAY_NAMES[day]).join(', ');
}

/** An `HH:MM[:SS]` time of day in 12-hour form ('13:05:00' → '1:05 PM'); other text is shown as it is. */
export function twelveHourTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  const period = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${period}`;
}
