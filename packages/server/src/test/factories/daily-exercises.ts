import { addDays, localMoment } from '@tandem/shared';

/** A user's local calendar day `offset` days from today (YYYY-MM-DD) and today's weekday. */
export function localDay(timeZone: string, offset = 0) {
  return addDays(localMoment(new Date(), timeZone).date, offset);
}

/** Today's weekday (0 Monday..6 Sunday) in `timeZone`. */
export const localWeekday = (timeZone: string) => localMoment(new Date(), timeZone).weekday;

/**
 * A fixed-offset zone where it is now about noon. Tests that move moments by minutes or hours
 * around "today" use it so that the local day cannot turn over mid-test, whatever hour CI runs at
 * (a test run near midnight in Paris once saw "30 minutes ago" land on yesterday).
 */
export function middayZone(now = new Date()) {
  const hoursEast = 12 - now.getUTCHours();
  // Etc/GMT's sign is POSIX's: Etc/GMT-2 is two hours east of UTC.
  return hoursEast === 0 ? 'Etc/GMT' : `Etc/GMT${hoursEast > 0 ? '-' : '+'}${Math.abs(hoursEast)}`;
}
