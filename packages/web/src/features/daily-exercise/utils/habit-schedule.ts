import { normaliseDays } from '@tandem/shared';

/** Day chips and habit days, 0 Monday to 6 Sunday (spec numbering). */
export const DAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** 'Mon, Wed, Fri'; 'Every day' for all seven. */
export function formatDays(days: readonly number[]): string {
  const ordered = normaliseDays(days);
  if (ordered.length === DAY_LABELS.length) return 'Every day';
  return ordered.map((day) => DAY_LABELS[day] ?? '').join(', ');
}

/** 'HH:MM' or 'HH:MM:SS' on the 12-hour clock: '07:05:00' is '7:05 AM', '12:00' is '12:00 PM'. */
export function formatTimeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
