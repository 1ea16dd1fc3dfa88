import { addDays, localMoment } from '@tandem/shared';

/** A user's local calendar day `offset` days from today (YYYY-MM-DD) and today's weekday. */
export function localDay(timeZone: string, offset = 0) {
  return addDays(localMoment(new Date(), timeZone).date, offset);
}

/** Today's weekday (0 Monday..6 Sunday) in `timeZone`. */
export const localWeekday = (timeZone: string) => localMoment(new Date(), timeZone).weekday;
