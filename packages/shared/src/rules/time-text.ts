import { normaliseDays } from './days';

/* How days and times of day read on screen: one rule for the habits, the daily exercise and the
 * messages about when exercises come. */

/** Short weekday names by day number (0 Monday to 6 Sunday, as the API numbers them). */
export const WEEKDAY_SHORT_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Days as people read them: 'Mon, Wed, Fri', in week order, once each; 'Every day' for all seven. */
export function weekDaysText(days: readonly number[]): string {
  const ordered = normaliseDays(days).filter((day) => day >= 0 && day < WEEKDAY_SHORT_NAMES.length);
  if (ordered.length === WEEKDAY_SHORT_NAMES.length) return 'Every day';
  return ordered.map((day) => WEEKDAY_SHORT_NAMES[day]).join(', ');
}

/** An `HH:MM[:SS]` time of day on the 12-hour clock ('13:05:00' → '1:05 PM'); other text as it is. */
export function clockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}
