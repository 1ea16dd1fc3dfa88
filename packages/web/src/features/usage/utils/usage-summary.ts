import type { UsageReport } from '@tandem/shared';

/** "Mar 3": a day of the chart (YYYY-MM-DD, the viewer's local day) as its axis and table say it. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const clients = (count: number) => `${count} ${count === 1 ? 'client' : 'clients'}`;
const inTheWindow = (days: number) => (days === 1 ? 'today' : `in the last ${days} days`);

/**
 * One sentence saying what the active-clients chart shows, for everyone (and for screen readers
 * the chart's text alternative with the table): the days' average, the busiest day and today.
 */
export function activeClientsSummary(days: UsageReport['active_clients']): string {
  if (days.length === 0 || days.every((day) => day.count === 0)) {
    return `No client used the app ${inTheWindow(days.length)}.`;
  }
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const average = Math.round((total / days.length) * 10) / 10;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best));
  const today = days.at(-1)!;
  return (
    `On average ${average} ${average === 1 ? 'client' : 'clients'} a day used the app ${inTheWindow(days.length)}; ` +
    `the most was ${clients(busiest.count)} on ${dayLabel(busiest.day)}. Today: ${clients(today.count)}.`
  );
}
